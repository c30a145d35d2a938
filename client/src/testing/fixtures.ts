import type { MockLink } from "@apollo/client/testing";
import { HOME_PLAN_COUNT, HOME_POST_COUNT } from "../../../common/validation/limits";
import { HomePageDocument, SiteLayoutDocument, type HomePageQuery, type SiteLayoutQuery } from "../graphql/generated";

const siteLayoutData: SiteLayoutQuery = {
  siteSettings: {
    __typename: "SiteSettings",
    id: "1",
    siteName: "Test Barbell Club",
    tagline: "Lift heavy, stay kind.",
    licenceNumber: "Trade Licence No. TL/123",
    footerText: "© Test Barbell Club. All rights reserved. | Built in Shillong",
    logo: "/images/logo.svg",
    logoPicture: null,
    footerLogo: "/images/logo-light.svg",
    footerLogoPicture: null,
  },
  contactInfo: { __typename: "ContactInfo", id: "1", whatsapp: "+91 98640 12345" },
};

export const siteLayoutMock: MockLink.MockedResponse<SiteLayoutQuery> = {
  request: { query: SiteLayoutDocument },
  result: { data: siteLayoutData },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

const plan = (id: string, name: string, price: string, features: string[]): HomePageQuery["plans"][number] => ({
  __typename: "Plan",
  id,
  name,
  price,
  duration: "1 Month",
  features,
});

export const homePageData: HomePageQuery = {
  hero: {
    __typename: "HeroSection",
    id: "1",
    title: "Forge Your Strength",
    subtitle: "Coached training for every level.",
    image: "/images/hero.jpg",
    picture: null,
  },
  plans: [
    plan("1", "STUDENT", "₹1,200", ["Valid college ID required"]),
    plan("2", "MONTHLY", "₹1,500", ["Full gym access", "Locker access"]),
    plan("3", "COUPLE", "₹2,800", ["Membership for two"]),
    plan("4", "YEARLY", "₹13,000", ["Pause up to 3 months"]),
  ],
  blogPosts: [
    {
      __typename: "BlogPost",
      id: "7",
      title: "Five Mistakes on the Bench Press",
      excerpt: "Fix these five habits and your shoulders will thank you.",
      image: "/images/blog-bench.jpg",
      date: "2026-10-20",
      author: "Coach Rina",
      picture: null,
    },
  ],
  siteSettings: {
    __typename: "SiteSettings",
    id: "1",
    siteName: "Test Barbell Club",
    metaDescription: "The friendliest barbell club in Shillong.",
    logo: "/images/logo.png",
    featuredImage: "/images/og-default.jpg",
    festiveBadge: { enabled: false, text: "Bihu Special", color: "royal-purple" },
  },
  contactInfo: {
    __typename: "ContactInfo",
    id: "1",
    city: "Shillong",
    phone: "+91 98630 00000",
    email: "hello@barbell.example",
    address: "Police Bazar, Shillong",
    instagram: "barbellclub",
    openingHours: [
      { day: "Monday", opens: "06:00", closes: "22:00" },
      { day: "Sunday", opens: null, closes: null },
    ],
  },
};

export const homePageMock = (data: HomePageQuery = homePageData): MockLink.MockedResponse<HomePageQuery> => ({
  request: { query: HomePageDocument, variables: { planCount: HOME_PLAN_COUNT, postCount: HOME_POST_COUNT } },
  result: { data },
});
