// Seconds the media pipeline takes for one 12 MP phone photo (4000x3000 JPEG): every variant,
// the master, the social card and the placeholder. Part of `npm run bench`; alone:
// `node server/bench/media-pipeline.cjs` after `npm run build:server`.
const { mkdtempSync, rmSync, writeFileSync } = require("node:fs");
const { tmpdir } = require("node:os");
const path = require("node:path");
const sharp = require("sharp");
const { median } = require("./median.cjs");

const ROOT = path.resolve(__dirname, "../..");
const RUNS = Number(process.env.BENCH_MEDIA_RUNS ?? 3);

/** Large soft shapes (upscaled coarse noise) under fine sensor noise: as hard to encode as a real photo. */
async function photoLike(width, height) {
  const shapes = await sharp({
    create: { width: 40, height: 30, channels: 3, background: "#808080", noise: { type: "gaussian", mean: 128, sigma: 60 } },
  })
    .resize(width, height, { kernel: "cubic" })
    .raw()
    .toBuffer();
  const grain = await sharp({
    create: { width, height, channels: 3, background: "#000000", noise: { type: "gaussian", mean: 0, sigma: 8 } },
  })
    .raw()
    .toBuffer();
  const pixels = Buffer.alloc(shapes.length);
  for (let i = 0; i < pixels.length; i++) pixels[i] = Math.max(0, Math.min(255, shapes[i] + grain[i] - 4));
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 92 })
    .toBuffer();
}

async function mediaPipelineFigures() {
  const { processImage } = require(path.join(ROOT, "dist/server/src/modules/media/pipeline/index.js"));
  const dir = mkdtempSync(path.join(tmpdir(), "gym-bench-media-"));
  try {
    const file = path.join(dir, "photo.jpg");
    writeFileSync(file, await photoLike(4000, 3000));
    const seconds = [];
    const cpuStarted = process.cpuUsage();
    let image;
    for (let run = 0; run < RUNS; run++) {
      const started = performance.now();
      image = await processImage(file, { x: 0.5, y: 0.5 });
      seconds.push((performance.now() - started) / 1000);
    }
    // CPU time (all threads) tells the cost on a busy machine, where the wall-clock time mostly measures the neighbours.
    const cpu = process.cpuUsage(cpuStarted);
    const cpuSeconds = (cpu.user + cpu.system) / 1e6 / RUNS;
    const bytes = image.variants.reduce((sum, v) => sum + v.bytes, 0);
    const perPhoto = median(seconds);
    console.log(
      `media pipeline, 12 MP JPEG: ${perPhoto.toFixed(2)} s per photo (median of ${RUNS}), ${cpuSeconds.toFixed(2)} CPU s; ${image.variants.length} files, ` +
        `${(bytes / 1024).toFixed(0)} kB in all`,
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

module.exports = { mediaPipelineFigures };

if (require.main === module)
  mediaPipelineFigures().catch((error) => {
    console.error(error);
    process.exit(1);
  });
