import path from "node:path";
import { cachedPipeline } from "../db/seed/processed-cache";
import { SEED_IMAGES, seedImagesDir } from "../db/seed/seed-images";

/**
 * Jest's global setup for the server tests: every test server seeds the same images, and on a
 * machine that never encoded them the first seed would spend its test's whole time limit doing it.
 */
export default async function warmMediaCache(): Promise<void> {
  const dir = seedImagesDir();
  if (!dir) return;
  const pipeline = cachedPipeline();
  for (const image of SEED_IMAGES) await pipeline.processImage(path.join(dir, image.file), image.focal);
}
