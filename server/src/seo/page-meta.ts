import type { AppConfig } from "../config/env";
import { isSafeUrl, pageTitle } from "../../../common/validation";
import { isClientRoute } from "../http/client-routes";
import { PolicyType } from "../modules/policy/policy.entity";
import type { Services } from "../services";
import { plainText, type PageHead } from "./head";
import { absolute, blogPostingData, gymData, offersData } from "./structured-data";

export type PageResolution = { status: 200 | 404; head: PageHead } | { redirect: string };

const LEGAL: Record<string, PolicyType> = {
  "/privacy-policy": PolicyType.privacy,
  "/terms-conditions": PolicyType.terms,
  "/refund-policy": PolicyType.refund,
};

const PRIVATE_TITLES: Record<string, string> = {
  "/login": "Login", "/signup": "Sign Up", "/password-reset": "Reset Password", "/profile": "My Profile",
};

/** Stored image addresses are checked when saved; an empty or unsafe one is simply not preloaded. */
const preloadable = (url: string): string | undefined => (url && isSafeUrl(url) ? url : undefined);

/** The head of every route, from the same data the client shows; unknown paths get the 404 head. */
export async function resolvePage(path: string, services: Services, config: AppConfig): Promise<PageResolution> {
  const base = config.publicUrl;
  const route = path.length > 1 ? path.replace(/\/+$/, "") : path;
  const [settings, contact] = await Promise.all([services.siteContent.siteSettings(), services.siteContent.contactInfo()]);
  const page = (title: string, description: string, extra: Partial<PageHead> = {}): PageHead => ({
    title: pageTitle(title, settings.siteName),
    description: description || settings.metaDescription,
    canonical: `${base}${route}`,
    image: absolute(base, settings.featuredImage),
    imageAlt: settings.siteName,
    type: "website",
    siteName: settings.siteName,
    ...extra,
  });

  if (route === "/") {
    const [plans, hero] = await Promise.all([services.plans.list(), services.siteContent.hero()]);
    return { status: 200, head: page(`Gym in ${contact.city}`, settings.metaDescription, {
      canonical: `${base}/`, jsonLd: [gymData(base, settings, contact, plans)], preloadImage: preloadable(hero.image),
    }) };
  }
  if (route === "/about") {
    const about = await services.siteContent.about();
    return { status: 200, head: page(about.title, plainText(about.content)) };
  }
  if (route === "/blog") return { status: 200, head: page("Blog", `Training, nutrition and wellness tips from the ${settings.siteName} coaches.`) };
  const post = route.match(/^\/blog\/([^/]+)$/);
  if (post) {
    const found = /^\d{1,15}$/.test(post[1] ?? "") ? await services.blog.byId(Number(post[1])) : null;
    if (!found) return { redirect: "/blog" };
    return { status: 200, head: page(found.title, plainText(found.excerpt), {
      type: "article", image: absolute(base, found.image), imageAlt: found.title, jsonLd: [blogPostingData(base, settings, found)],
      preloadImage: preloadable(found.image),
    }) };
  }
  if (route === "/subscription") {
    const plans = await services.plans.list();
    return { status: 200, head: page("Membership Plans", `Gym memberships in ${contact.city} from ${plans[0]?.price ?? "affordable prices"}: monthly, yearly, personal training, couple, friends and family packages. No joining fees.`, {
      jsonLd: [offersData(base, settings, plans)],
    }) };
  }
  if (route === "/contact") return { status: 200, head: page("Contact Us", `Call, WhatsApp or visit ${settings.siteName} at ${contact.address}.`) };
  if (LEGAL[route]) {
    const policy = await services.policies.byType(LEGAL[route]);
    const title = policy?.title ?? route.slice(1).replace(/-/g, " ");
    return { status: 200, head: page(title, policy ? plainText(policy.content) : "") };
  }
  if (PRIVATE_TITLES[route]) return { status: 200, head: page(PRIVATE_TITLES[route], "", { noindex: true }) };
  if (route.startsWith("/admin") && isClientRoute(route)) return { status: 200, head: page("Admin", "", { noindex: true }) };
  return { status: 404, head: page("Page not found", "", { noindex: true }) };
}
