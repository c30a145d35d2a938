import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { REPO_ROOT } from "../../repo-root";
import type { MediaPipeline } from "../../modules/media/media.service";
import { type FocalPoint, PIPELINE_VERSION, type ProcessedImage, processImage, recropImage } from "../../modules/media/pipeline";

/**
 * The pipeline's TypeScript sources in a checkout, so the built server and the tests share one
 * cache; the compiled files in an image that ships only dist/.
 */
const PIPELINE_DIR = [path.join(REPO_ROOT, "server/src/modules/media/pipeline"), path.join(__dirname, "../../modules/media/pipeline")].find(
  (dir) => existsSync(dir),
);

/** Changes whenever the pipeline's code or sharp (with its libvips) changes, so stale results are never reused. */
function pipelineVersion(): string {
  const hash = createHash("sha256");
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (!entry.name.includes(".test.")) hash.update(entry.name).update(readFileSync(file));
    }
  };
  if (PIPELINE_DIR) walk(PIPELINE_DIR);
  return hash
    .update(`${PIPELINE_VERSION}:${JSON.stringify(sharp.versions)}`)
    .digest("hex")
    .slice(0, 16);
}

type Manifest = Omit<ProcessedImage, "variants"> & { variants: Omit<ProcessedImage["variants"][number], "body">[] };

/**
 * The pipeline, remembering its results in the system's temp folder by the source's SHA-256,
 * the focal point and the pipeline's version. Every test server seeds the same images, so
 * only the first seed on a machine pays for encoding them.
 */
export function cachedPipeline(cacheRoot = path.join(tmpdir(), "gym-media-cache")): MediaPipeline {
  let version: string | undefined;
  return {
    recropImage,
    processImage: async (filePath: string, focal: FocalPoint) => {
      version ??= pipelineVersion();
      const source = createHash("sha256")
        .update(await readFile(filePath))
        .digest("hex");
      const dir = path.join(
        cacheRoot,
        createHash("sha256").update(`${source}:${focal.x}:${focal.y}:${version}`).digest("hex").slice(0, 32),
      );
      const manifestFile = path.join(dir, "manifest.json");
      if (existsSync(manifestFile)) {
        const manifest = JSON.parse(await readFile(manifestFile, "utf8")) as Manifest;
        const variants = await Promise.all(manifest.variants.map(async (v) => ({ ...v, body: await readFile(path.join(dir, v.file)) })));
        return { ...manifest, variants };
      }
      const processed = await processImage(filePath, focal);
      await remember(dir, processed).catch(() => undefined);
      return processed;
    },
  };
}

/** Written beside and renamed into place, so a reader never sees half an entry. */
async function remember(dir: string, processed: ProcessedImage): Promise<void> {
  const staging = `${dir}.${process.pid}.${Date.now()}`;
  await mkdir(staging, { recursive: true });
  try {
    for (const variant of processed.variants) await writeFile(path.join(staging, variant.file), variant.body);
    const manifest: Manifest = { ...processed, variants: processed.variants.map(({ body: _body, ...v }) => v) };
    await writeFile(path.join(staging, "manifest.json"), JSON.stringify(manifest));
    await rename(staging, dir);
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}
