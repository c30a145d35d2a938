/**
 * Every page of the site, once: the client's router and links, the server's 404 handling, the
 * sitemap, robots.txt and the page-view counter all read this list (issue 13, item 2).
 */
type Audience = "public" | "guest" | "member" | "admin";

export interface SiteRoute {
  /** A react-router pattern; `:id` stands for one path segment. */
  path: string;
  audience: Audience;
  /** Listed in sitemap.xml (pages with an id are listed from their data instead). */
  sitemap: boolean;
  /** Counted by the admin dashboard's page views. */
  counted: boolean;
  /** The head title of a page the browser renders alone (the server sends only its head). */
  title?: string;
}

const page = (path: string): SiteRoute => ({ path, audience: "public", sitemap: true, counted: true });
const privatePage = (path: string, audience: Audience, title: string): SiteRoute => ({
  path,
  audience,
  sitemap: false,
  counted: false,
  title,
});

/** Admin pages are titled "{page} | Admin Panel", whatever the site's name. */
export const ADMIN_TITLE_SUFFIX = "Admin Panel";
const adminPage = (path: string, title: string): SiteRoute => privatePage(path, "admin", title);

export const siteRoutes = {
  home: page("/"),
  about: page("/about"),
  blog: page("/blog"),
  blogPost: { ...page("/blog/:id"), sitemap: false },
  subscription: page("/subscription"),
  contact: page("/contact"),
  privacyPolicy: page("/privacy-policy"),
  termsConditions: page("/terms-conditions"),
  refundPolicy: page("/refund-policy"),
  login: privatePage("/login", "guest", "Sign In"),
  signup: privatePage("/signup", "guest", "Sign Up"),
  passwordReset: privatePage("/password-reset", "guest", "Reset Password"),
  // Rendered in the browser only, signed in or not: the page spends the link's token.
  verifyEmail: privatePage("/verify-email", "guest", "Confirm Email"),
  profile: privatePage("/profile", "member", "Profile"),
  twoFactorSetup: privatePage("/account/two-factor", "member", "Two-Factor Sign-In"),
  acceptPolicies: privatePage("/accept-policies", "member", "Updated Policies"),
  adminDashboard: adminPage("/admin", "Dashboard"),
  adminBlogs: adminPage("/admin/blogs", "Blog Posts"),
  adminSubscriptions: adminPage("/admin/subscriptions", "Subscriptions"),
  adminHero: adminPage("/admin/hero", "Hero Section"),
  adminAbout: adminPage("/admin/about", "About Page"),
  adminContact: adminPage("/admin/contact", "Contact Info"),
  adminSiteSettings: adminPage("/admin/site-settings", "Site Settings"),
  adminUsers: adminPage("/admin/users", "Users"),
  adminPolicies: adminPage("/admin/policies", "Policies"),
  adminMessages: adminPage("/admin/messages", "Messages"),
  adminMedia: adminPage("/admin/media", "Media"),
  adminReminders: adminPage("/admin/reminders", "Renewal Reminders"),
  adminSubscribers: adminPage("/admin/subscribers", "Newsletter"),
  adminApiKeys: adminPage("/admin/api-keys", "API Keys"),
  adminWebhooks: adminPage("/admin/webhooks", "Webhooks"),
} as const satisfies Record<string, SiteRoute>;

const allRoutes: readonly SiteRoute[] = Object.values(siteRoutes);

/** A pattern as a regular expression; a trailing slash is accepted, as the router accepts it. */
function patternOf(path: string): RegExp {
  const body = path === "/" ? "" : path.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/:\w+/g, "[^/]+");
  return new RegExp(`^${body}/?$`);
}

/** Made on the first match: a page's islands import this module, and most never match a path. */
let matchers: { route: SiteRoute; pattern: RegExp }[] | undefined;

/** The route a path belongs to, or undefined for a path the site does not have (its 404 page). */
export function matchRoute(pathname: string): SiteRoute | undefined {
  matchers ??= allRoutes.map((route) => ({ route, pattern: patternOf(route.path) }));
  return matchers.find(({ pattern }) => pattern.test(pathname))?.route;
}

/** Fixed public addresses for the sitemap. */
export const sitemapPaths: readonly string[] = allRoutes.filter((r) => r.sitemap).map((r) => r.path);

/** Sections crawlers are asked to keep out of: the signed-in areas. */
export const disallowedPaths: readonly string[] = [siteRoutes.adminDashboard.path, siteRoutes.profile.path];

export function isCountedPage(pathname: string): boolean {
  return matchRoute(pathname)?.counted ?? false;
}

export function blogPostPath(id: string): string {
  return `/blog/${encodeURIComponent(id)}`;
}
