import type { MockLink } from "@apollo/client/testing";
import {
  AdminBlogPostsDocument,
  AdminContactMessagesDocument,
  AdminFestiveBadgeDocument,
  AdminLayoutDocument,
  AdminPlansDocument,
  type AdminBlogPostFragment,
  type AdminContactMessageFragment,
  type AdminPlanFragment,
} from "../graphql/generated";

/** Records as the server returns them, for the admin pages' tests. */
export const blogPost = (overrides: Partial<AdminBlogPostFragment> = {}): AdminBlogPostFragment => ({
  __typename: "BlogPost",
  id: "1",
  title: "Training Through the Monsoon",
  excerpt: "Keep going when it pours.",
  content: "Line one\nLine two",
  image: "/images/blog-monsoon.jpg",
  date: "2025-01-05",
  author: "Rahul Baruah",
  state: "published",
  publishAt: "2025-01-05T04:30:00.000Z",
  ...overrides,
});

export const plan = (overrides: Partial<AdminPlanFragment> = {}): AdminPlanFragment => ({
  __typename: "Plan",
  id: "1",
  name: "MONTHLY",
  price: "₹1,500",
  duration: "1 Month",
  features: ["Full gym access"],
  buttonLink: null,
  state: "published",
  publishAt: "2025-01-05T04:30:00.000Z",
  ...overrides,
});

export const message = (overrides: Partial<AdminContactMessageFragment> = {}): AdminContactMessageFragment => ({
  __typename: "ContactMessage",
  id: "1",
  firstName: "Mitali",
  lastName: "Bora",
  email: "mitali@example.com",
  phone: "+91 90000 11111",
  subject: "Morning batch timings",
  message: "Hello!\nDo you have a 6 AM batch for beginners?",
  readAt: null,
  createdAt: "2025-03-15T04:30:00.000Z",
  ...overrides,
});

const always = { maxUsageCount: Number.POSITIVE_INFINITY };

export const blogPostsMock = (posts: AdminBlogPostFragment[]): MockLink.MockedResponse => ({
  request: { query: AdminBlogPostsDocument },
  result: { data: { blogPosts: posts } },
});

export const plansMock = (plans: AdminPlanFragment[], whatsapp = "+91 98640 12345"): MockLink.MockedResponse => ({
  request: { query: AdminPlansDocument },
  result: { data: { plans, contactInfo: { __typename: "ContactInfo", id: "1", whatsapp } } },
});

export const festiveBadgeData = (enabled: boolean, text = "Bihu Special Offer", color = "festive-gold") => ({
  siteSettings: {
    __typename: "SiteSettings" as const,
    id: "1",
    manualFestiveBadge: { __typename: "FestiveBadge" as const, enabled, text, color },
  },
});

export const festiveBadgeMock = (enabled = false): MockLink.MockedResponse => ({
  request: { query: AdminFestiveBadgeDocument },
  result: { data: festiveBadgeData(enabled) },
  ...always,
});

export const messagesMock = (messages: AdminContactMessageFragment[]): MockLink.MockedResponse => ({
  request: { query: AdminContactMessagesDocument },
  result: { data: { contactMessages: messages } },
  ...always,
});

export const adminLayoutMock = (unread: number): MockLink.MockedResponse => ({
  request: { query: AdminLayoutDocument },
  result: {
    data: {
      siteSettings: { __typename: "SiteSettings", id: "1", siteName: "Test Barbell Club", logo: "/images/logo.svg" },
      contactMessages: Array.from({ length: unread + 1 }, (_, i) => ({
        __typename: "ContactMessage",
        id: String(100 + i),
        readAt: i < unread ? null : "2025-03-01T00:00:00.000Z",
      })),
    },
  },
  ...always,
});
