import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { type DataSource, In } from "typeorm";
import type { AppConfig } from "../../config/env";
import { AuditService } from "../../modules/audit/audit.service";
import { MediaItem } from "../../modules/media/media-item.entity";
import { MediaService } from "../../modules/media/media.service";
import { itemUrl } from "../../modules/media/picture";
import { createMediaStorage } from "../../modules/media/storage/media-storage";
import { cachedPipeline } from "./processed-cache";
import { SEED_IMAGES, seedImagesDir as imagesDir } from "./seed-images";

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
