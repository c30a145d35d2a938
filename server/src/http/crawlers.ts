import { Router } from "express";
import type { AppConfig } from "../config/env";
import { escapeHtml } from "../../../common/escape";
import { blogPostPath, disallowedPaths, sitemapPaths } from "../../../common/routes";
import type { Services } from "../services";

/** Seconds crawlers may keep the sitemap, unless a scheduled post goes live sooner. */
const SITEMAP_MAX_AGE = 300;

export function crawlerRouter(config: AppConfig, services: Services): Router {
  const router = Router();
  router.get("/robots.txt", (_req, res) => {
    res
      .type("text/plain")
      .set("Cache-Control", "public, max-age=3600")
      .send(`User-agent: *\n${disallowedPaths.map((p) => `Disallow: ${p}\n`).join("")}\nSitemap: ${config.publicUrl}/sitemap.xml\n`);
  });
  router.get("/sitemap.xml", async (_req, res, next) => {
    try {
      const posts = await services.blog.list();
      const urls = [
        ...sitemapPaths.map((p) => `<url><loc>${escapeHtml(config.publicUrl + p)}</loc></url>`),
        ...posts.map(
          (post) =>
            `<url><loc>${escapeHtml(config.publicUrl + blogPostPath(String(post.id)))}</loc><lastmod>${escapeHtml(post.date)}</lastmod></url>`,
        ),
      ];
      res
        .type("application/xml")
        .set("Cache-Control", `public, max-age=${await services.contentSchedule.maxAge(SITEMAP_MAX_AGE)}`)
        .send(
          `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`,
        );
    } catch (error) {
      next(error);
    }
  });
  return router;
}
