import type { MockLink } from "@apollo/client/testing";
import { PAGE_SIZES } from "../../../../../common/validation/limits";
import { SubscriptionPageDocument, type SubscriptionPageQuery } from "../../../graphql/generated";

type Plan = SubscriptionPageQuery["plans"][number];

const plan = (id: string, name: string, price: string, extra: Partial<Plan> = {}): Plan => ({
  __typename: "Plan",
  id,
  name,
  price,
  duration: "1 Month",
  features: [`${name} feature`],
  buttonLink: null,
  ...extra,
});

const WEEK = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];

export const subscriptionData: SubscriptionPageQuery = {
  plans: [
    plan("1", "STUDENT", "₹1,200"),
    plan("2", "MONTHLY", "₹1,500", { features: ["Full gym access", "Locker access"] }),
    plan("3", "COUPLE PACKAGE", "₹2,800"),
    plan("4", "PT QUARTERLY", "₹15,000", { duration: "3 Months", buttonLink: "https://pay.example.com/pt" }),
    plan("5", "PT MONTHLY", "₹5,500", { buttonLink: "javascript:alert(1)" }),
  ],
  contactInfo: {
    __typename: "ContactInfo",
    id: "1",
    phone: "+91 70020 54321",
    whatsapp: "+91 98640 12345",
    openingHours: WEEK.map((day) => (day === "Sunday" ? { day, opens: null, closes: null } : { day, opens: "05:30", closes: "21:00" })),
  },
  siteSettings: {
    __typename: "SiteSettings",
    id: "1",
    festiveBadge: { enabled: false, text: "Bihu Special", color: "royal-purple" },
  },
};

export const subscriptionMock = (data: SubscriptionPageQuery = subscriptionData): MockLink.MockedResponse<SubscriptionPageQuery> => ({
  request: { query: SubscriptionPageDocument, variables: { planLimit: PAGE_SIZES.plans.max } },
  result: { data },
});
