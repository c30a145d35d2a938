import type { ComponentType } from "react";

interface IslandEntry {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each island's own props, read back from its JSON
  load: () => Promise<ComponentType<any>>;
  /**
   * "page": hydrated as soon as the page has painted, without Apollo. "idle": a form that
   * sends through Apollo, hydrated once the browser is idle after the page has loaded, or
   * sooner when it comes within a screen of view or is touched. "broken": there only to give
   * way to its fallback when its image fails to load, hydrated only then (a page whose images
   * load runs none of these).
   */
  when: "page" | "idle" | "broken";
  /**
   * Rendered afresh over its server HTML instead of hydrated: a form, whose label, hint and
   * error ids (useId) come from where it sits in a tree and so differ between the page's render
   * and the island's. Its fields stay disabled until it is live, so nothing typed is lost.
   */
  fresh?: true;
}

/** Every island, by the name its server HTML carries. */
const registry = {
  "site-logo": { load: () => import("../components/layouts/site-logo").then((m) => m.SiteLogoImage), when: "broken" },
  "post-image": { load: () => import("../features/blog/components/post-image").then((m) => m.PostCover), when: "broken" },
  "about-intro": { load: () => import("../features/site-content/components/about-intro").then((m) => m.AboutIntroSection), when: "broken" },
  "site-header": { load: () => import("../components/layouts/site-header").then((m) => m.SiteHeader), when: "page" },
  "chat-button": { load: () => import("../components/layouts/chat-button").then((m) => m.ChatButton), when: "page" },
  "hero-section": { load: () => import("../app/routes/public/home/hero-section").then((m) => m.HeroSection), when: "broken" },
  "share-buttons": { load: () => import("../features/blog/components/share-buttons").then((m) => m.ShareButtons), when: "page" },
  "subscribe-box": {
    load: () => import("../features/blog/components/subscribe-box").then((m) => m.SubscribeBox),
    when: "idle",
    fresh: true,
  },
  "contact-form": {
    load: () => import("../features/message/components/contact-form").then((m) => m.ContactForm),
    when: "idle",
    fresh: true,
  },
  "blog-posts": { load: () => import("../features/blog/components/blog-posts").then((m) => m.BlogPosts), when: "idle" },
} satisfies Record<string, IslandEntry>;

export type IslandName = keyof typeof registry;
export const islands: Record<IslandName, IslandEntry> = registry;
