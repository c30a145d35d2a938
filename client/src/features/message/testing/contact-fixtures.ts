import type { MockLink } from "@apollo/client/testing";
import { ContactPageDocument, type ContactPageQuery } from "../../../graphql/generated";

const WEEK = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];

export const contactData: ContactPageQuery = {
  contactInfo: {
    __typename: "ContactInfo",
    id: "1",
    phone: "+91 98640 12345",
    alternatePhone: "+91 70020 54321",
    whatsapp: "+91 98640 99999",
    email: "hello@barbell.test",
    address: "2nd Floor, Police Bazar, Shillong 793001",
    city: "Shillong",
    instagram: "barbell.shg",
    openingHours: WEEK.map((day) => (day === "Sunday" ? { day, opens: null, closes: null } : { day, opens: "06:00", closes: "22:00" })),
  },
};

export const contactPageMock = (data: ContactPageQuery = contactData): MockLink.MockedResponse<ContactPageQuery> => ({
  request: { query: ContactPageDocument },
  result: { data },
});
