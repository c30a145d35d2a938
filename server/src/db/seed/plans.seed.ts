import type { Plan } from "../../modules/plan/plan.entity";

type PlanSeed = Pick<Plan, "name" | "price" | "duration" | "features" | "buttonLink">;

const GYM_FLOOR = "Full access to strength and cardio floors";

export const planSeeds: PlanSeed[] = [
  {
    name: "MONTHLY",
    price: "₹1,500",
    duration: "1 Month",
    features: [GYM_FLOOR, "Locker and shower access", "Free fitness assessment", "Group classes on weekends"],
    buttonLink: null,
  },
  {
    name: "QUARTERLY",
    price: "₹4,000",
    duration: "3 Months",
    features: [GYM_FLOOR, "Locker and shower access", "Monthly body-composition check", "Diet guidelines"],
    buttonLink: null,
  },
  {
    name: "YEARLY",
    price: "₹13,000",
    duration: "12 Months",
    features: [
      GYM_FLOOR,
      "Personal locker",
      "Quarterly progress review with a trainer",
      "Pause up to 3 months",
      "2 guest passes every month",
    ],
    buttonLink: null,
  },
  {
    name: "PT MONTHLY",
    price: "₹5,500",
    duration: "1 Month",
    features: [
      GYM_FLOOR,
      "12 one-to-one sessions with a certified trainer",
      "Personalised workout plan",
      "Weekly diet plan",
      "WhatsApp check-ins",
    ],
    buttonLink: null,
  },
  {
    name: "PT QUARTERLY",
    price: "₹15,000",
    duration: "3 Months",
    features: [
      GYM_FLOOR,
      "36 one-to-one sessions",
      "Personalised workout and diet plan",
      "Monthly body-composition check",
      "Priority slot booking",
    ],
    buttonLink: null,
  },
  {
    name: "COUPLE PACKAGE",
    price: "₹2,800",
    duration: "1 Month",
    features: ["Membership for two", GYM_FLOOR, "Partner workout programme", "Locker and shower access"],
    buttonLink: null,
  },
  {
    name: "FRIENDS PACKAGE",
    price: "₹4,000",
    duration: "1 Month",
    features: ["Membership for three friends", GYM_FLOOR, "Group fitness challenge every month"],
    buttonLink: null,
  },
  {
    name: "FAMILY PACKAGE",
    price: "₹5,200",
    duration: "1 Month",
    features: ["Membership for up to four family members", GYM_FLOOR, "Kids' mobility class on Sundays", "Family diet consultation"],
    buttonLink: null,
  },
  {
    name: "STUDENT",
    price: "₹1,200",
    duration: "1 Month",
    features: ["Valid college or school ID required", GYM_FLOOR, "Morning and afternoon slots"],
    buttonLink: null,
  },
];
