import { type DataSource, Like } from "typeorm";
import { mediaKeyFromUrl, MEDIA_URL_PREFIX } from "../../../../common/media";
import { siteRoutes } from "../../../../common/routes";
import { BlogPost } from "../blog/blog-post.entity";
import { AboutContent } from "../site-content/about-content.entity";
import { HeroSection } from "../site-content/hero-section.entity";
import { SiteSettings } from "../site-content/site-settings.entity";
import type { MediaUse } from "./media.types";

/** Keys named by a library URL inside text, such as a blog post's markdown. */
const KEYS_IN_TEXT = /\/media\/([0-9a-f]{20})\//g;

/** The one place that shows an image without its alt text. */
export const FAVICON_USE = "Site settings: favicon";

const SETTINGS_FIELDS = [
  ["logo", "Site settings: logo"],
  ["footerLogo", "Site settings: footer logo"],
  ["favicon", FAVICON_USE],
  ["featuredImage", "Site settings: featured image"],
] as const;

/** Every place that shows a library image, by item key: one pass over the few tables that hold image fields. */
export async function mediaUsage(dataSource: DataSource): Promise<Map<string, MediaUse[]>> {
  const uses = new Map<string, MediaUse[]>();
  const add = (key: string | undefined, label: string, path: string) => {
    if (!key) return;
    const list = uses.get(key) ?? [];
    if (!list.some((use) => use.label === label)) list.push({ label, path });
    uses.set(key, list);
  };
  const first = <T extends object>(entity: new () => T) =>
    dataSource.getRepository(entity).find({ take: 1, order: { id: "ASC" } as never });
  const [[hero], [about], [settings], posts] = await Promise.all([
    first(HeroSection),
    first(AboutContent),
    first(SiteSettings),
    dataSource.getRepository(BlogPost).find({
      select: { id: true, title: true, image: true, content: true },
      where: [{ image: Like(`%${MEDIA_URL_PREFIX}%`) }, { content: Like(`%${MEDIA_URL_PREFIX}%`) }],
      order: { id: "ASC" },
    }),
  ]);
  if (hero) add(mediaKeyFromUrl(hero.image), "Hero section", siteRoutes.adminHero.path);
  if (about) add(mediaKeyFromUrl(about.image), "About page", siteRoutes.adminAbout.path);
  if (settings)
    for (const [field, label] of SETTINGS_FIELDS) add(mediaKeyFromUrl(settings[field]), label, siteRoutes.adminSiteSettings.path);
  for (const post of posts) {
    const label = `Blog post: ${post.title}`;
    add(mediaKeyFromUrl(post.image), label, siteRoutes.adminBlogs.path);
    for (const [, key] of post.content.matchAll(KEYS_IN_TEXT)) add(key, label, siteRoutes.adminBlogs.path);
  }
  return uses;
}
