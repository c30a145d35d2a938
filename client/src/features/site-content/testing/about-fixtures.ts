import type { MockLink } from "@apollo/client/testing";
import { AboutPageDocument, type AboutPageQuery } from "../../../graphql/generated";

const aboutPageData: AboutPageQuery = {
  about: {
    __typename: "AboutContent",
    id: "1",
    title: "About Test Barbell Club",
    content: "We opened in 2019 with a handful of barbells.\n\nToday we coach more than five hundred members.\r\nEveryone gets coached.",
    image: "/images/about.jpg",
    picture: null,
  },
  contactInfo: { __typename: "ContactInfo", id: "1", city: "Shillong" },
};

export const aboutPageMock = (data: AboutPageQuery = aboutPageData): MockLink.MockedResponse<AboutPageQuery> => ({
  request: { query: AboutPageDocument },
  result: { data },
});
