/** Every route of the client in one place; links and the router both read from here. */
export const paths = {
  home: "/",
  about: "/about",
  blog: "/blog",
  blogPost: "/blog/:id",
  subscription: "/subscription",
  contact: "/contact",
  privacyPolicy: "/privacy-policy",
  termsConditions: "/terms-conditions",
  refundPolicy: "/refund-policy",
  login: "/login",
  signup: "/signup",
  profile: "/profile",
  passwordReset: "/password-reset",
  admin: {
    dashboard: "/admin",
    blogs: "/admin/blogs",
    subscriptions: "/admin/subscriptions",
    hero: "/admin/hero",
    about: "/admin/about",
    contact: "/admin/contact",
    siteSettings: "/admin/site-settings",
    users: "/admin/users",
    policies: "/admin/policies",
    messages: "/admin/messages",
  },
} as const;

export function blogPostPath(id: string): string {
  return `/blog/${encodeURIComponent(id)}`;
}

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
