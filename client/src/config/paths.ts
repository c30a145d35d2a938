import { siteRoutes as r } from "../../../common/routes";

/** Links and the router read the site's routes from the shared registry (common/routes.ts). */
export const paths = {
  home: r.home.path,
  about: r.about.path,
  blog: r.blog.path,
  blogPost: r.blogPost.path,
  subscription: r.subscription.path,
  contact: r.contact.path,
  privacyPolicy: r.privacyPolicy.path,
  termsConditions: r.termsConditions.path,
  refundPolicy: r.refundPolicy.path,
  login: r.login.path,
  signup: r.signup.path,
  profile: r.profile.path,
  passwordReset: r.passwordReset.path,
  verifyEmail: r.verifyEmail.path,
  twoFactorSetup: r.twoFactorSetup.path,
  acceptPolicies: r.acceptPolicies.path,
  admin: {
    dashboard: r.adminDashboard.path,
    blogs: r.adminBlogs.path,
    subscriptions: r.adminSubscriptions.path,
    hero: r.adminHero.path,
    about: r.adminAbout.path,
    contact: r.adminContact.path,
    siteSettings: r.adminSiteSettings.path,
    users: r.adminUsers.path,
    policies: r.adminPolicies.path,
    messages: r.adminMessages.path,
    media: r.adminMedia.path,
    reminders: r.adminReminders.path,
    subscribers: r.adminSubscribers.path,
    apiKeys: r.adminApiKeys.path,
    webhooks: r.adminWebhooks.path,
  },
} as const;

export { blogPostPath } from "../../../common/routes";

/** The id of a plan's card on the subscription page, so a link can land on that plan. */
export function planAnchorId(id: string): string {
  return `plan-${id}`;
}

export function subscriptionPlanPath(id: string): string {
  return `${paths.subscription}#${encodeURIComponent(planAnchorId(id))}`;
}

export interface NavItem {
  label: string;
  to: string;
}

export const mainNav: readonly NavItem[] = [
  { label: "Home", to: paths.home },
  { label: "About", to: paths.about },
  { label: "Blog", to: paths.blog },
  { label: "Subscription", to: paths.subscription },
  { label: "Contact", to: paths.contact },
];

export const legalNav: readonly NavItem[] = [
  { label: "Privacy Policy", to: paths.privacyPolicy },
  { label: "Terms & Conditions", to: paths.termsConditions },
  { label: "Refund Policy", to: paths.refundPolicy },
];
