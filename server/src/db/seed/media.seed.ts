import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { type DataSource, In } from "typeorm";
import type { AppConfig } from "../../config/env";
import { REPO_ROOT } from "../../repo-root";
import { AuditService } from "../../modules/audit/audit.service";
import { MediaItem } from "../../modules/media/media-item.entity";
import { MediaService } from "../../modules/media/media.service";
import { itemUrl } from "../../modules/media/picture";
import { createMediaStorage } from "../../modules/media/storage/media-storage";
import { cachedPipeline } from "./processed-cache";

/** The seed's images, with the alt text every public page needs and where the subject is. */
const SEED_IMAGES: { file: string; alt: string; focal?: { x: number; y: number } }[] = [
  { file: "hero.jpg", alt: "A lifter holding a loaded barbell overhead in the dim strength hall", focal: { x: 0.84, y: 0.45 } },
  { file: "about.jpg", alt: "Members training with kettlebells and a coach in front of windows looking out on the hills at sunset" },
  {
    file: "blog-monsoon.jpg",
    alt: "A member holding a plank on a mat indoors while monsoon rain falls outside",
    focal: { x: 0.58, y: 0.65 },
  },
  { file: "blog-nutrition.jpg", alt: "A plate of poha with boiled eggs beside curd, bananas and a cup of tea" },
  { file: "blog-bench.jpg", alt: "A lifter pressing a barbell on a flat bench under a spotlight", focal: { x: 0.48, y: 0.5 } },
  { file: "og-default.jpg", alt: "Iron Warrior Fitness, gym in Guwahati, Zoo Road" },
  { file: "logo.svg", alt: "Iron Warrior Fitness logo" },
  { file: "logo-light.svg", alt: "Iron Warrior Fitness logo" },
];

/** The sources: beside the client's sources in a checkout, inside the built client in an image that has only dist/. */
function imagesDir(): string | undefined {
  return [path.join(REPO_ROOT, "client/public/images"), path.join(REPO_ROOT, "dist/client/images")].find((dir) =>
    SEED_IMAGES.every((image) => existsSync(path.join(dir, image.file))),
  );
}

/** Library URL by the seed's own address (`/images/hero.jpg`) of every seed image in the library. */
export type SeedUrls = Map<string, string>;

/** Imports the seed images through the upload pipeline (once: the same bytes return the existing item). */
export async function importSeedImages(dataSource: DataSource, config: AppConfig): Promise<SeedUrls> {
  const urls: SeedUrls = new Map();
  const dir = imagesDir();
  if (!dir) return urls;
  const storage = createMediaStorage(config);
  try {
    const media = new MediaService(dataSource, storage, new AuditService(dataSource), cachedPipeline());
    for (const image of SEED_IMAGES) {
      const { item } = await media.importFile(null, path.join(dir, image.file), { name: image.file, alt: image.alt, focal: image.focal });
      urls.set(`/images/${image.file}`, itemUrl(item));
    }
  } finally {
    await storage.close();
  }
  return urls;
}

/** The library URLs of seed images imported before, without importing again (an admin may have deleted some). */
export async function knownSeedImages(dataSource: DataSource): Promise<SeedUrls> {
  const urls: SeedUrls = new Map();
  const dir = imagesDir();
  if (!dir) return urls;
  const keys = SEED_IMAGES.map((image) =>
    createHash("sha256")
      .update(readFileSync(path.join(dir, image.file)))
      .digest("hex")
      .slice(0, 20),
  );
  const items = await dataSource.getRepository(MediaItem).findBy({ key: In(keys) });
  SEED_IMAGES.forEach((image, index) => {
    const item = items.find((row) => row.key === keys[index]);
    if (item) urls.set(`/images/${image.file}`, itemUrl(item));
  });
  return urls;
}

export const libraryUrl = (urls: SeedUrls, url: string) => urls.get(url) ?? url;
