import type { MockLink } from "@apollo/client/testing";
import { SeoDefaultsDocument, type SeoDefaultsQuery } from "../../../graphql/generated";

export const seoDefaultsData: SeoDefaultsQuery = {
  siteSettings: {
    __typename: "SiteSettings",
    id: "1",
    siteName: "Test Barbell Club",
    metaDescription: "The friendliest barbell club in Shillong.",
    featuredImage: "/images/og-default.jpg",
    featuredPicture: null,
    logo: "/images/logo.png",
  },
};

/** Every page asks for the head defaults; reusable across a test's renders. */
export const seoDefaultsMock: MockLink.MockedResponse<SeoDefaultsQuery> = {
  request: { query: SeoDefaultsDocument },
  result: { data: seoDefaultsData },
  maxUsageCount: Number.POSITIVE_INFINITY,
};
