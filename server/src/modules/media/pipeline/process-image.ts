import { readFile } from "node:fs/promises";
import sharp from "sharp";
import { MEDIA_PORTRAIT_ASPECT, MEDIA_PORTRAIT_WIDTHS, MEDIA_WIDTHS, SOCIAL_IMAGE } from "../../../../../common/media";
import { encodeVariant, svgVariant } from "./encode";
import { focalRegion, widthsUpTo } from "./focal-crop";
import { MediaInputError } from "./media-input-error";
import type { EncodedVariant, FocalPoint, ProcessedImage, VariantFormat } from "./media-types";
import { decodePixels, fromPixels, MASTER_MAX_WIDTH, MAX_SIDE, type Pixels } from "./pixels";
import { sanitizeSvgInWorker } from "./sanitize-svg-in-worker";
import { type Sniffed, sniffFormat } from "./sniff-format";

const PLACEHOLDER_SIZE = 20;
/**
 * Encodes run on libuv's thread pool (four threads), which file reads and password hashing share:
 * two at a time in the whole process keep two cores busy, however many uploads arrive together,
 * and leave room for the requests served meanwhile.
 */
const PARALLEL_ENCODES = 2;
let encoding = 0;
const waiting: (() => void)[] = [];

type Encode = () => Promise<EncodedVariant>;

async function inTurn(encode: Encode): Promise<EncodedVariant> {
  // A finished encode hands its slot straight to the next in line.
  if (encoding < PARALLEL_ENCODES) encoding++;
  else await new Promise<void>((resolve) => waiting.push(resolve));
  try {
    return await encode();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else encoding--;
  }
}

const encodeAll = (encodes: Encode[]): Promise<EncodedVariant[]> => Promise.all(encodes.map(inTurn));

function widthVariants(pixels: Pixels): Encode[] {
  const fallback: VariantFormat = pixels.hasAlpha ? "png" : "jpeg";
  return widthsUpTo(MEDIA_WIDTHS, pixels.width, { narrower: "own", between: "none" }).flatMap((width) =>
    (["avif", "webp", fallback] as const).map(
      (format) => () => encodeVariant(fromPixels(pixels).resize({ width, height: MAX_SIDE, fit: "inside" }), "width", `w${width}`, format),
    ),
  );
}

function portraitVariants(pixels: Pixels, focal: FocalPoint): Encode[] {
  const region = focalRegion(pixels.width, pixels.height, MEDIA_PORTRAIT_ASPECT, focal);
  return widthsUpTo(MEDIA_PORTRAIT_WIDTHS, region.width, { narrower: "none", between: "own" }).flatMap((fitting) => {
    // Whole multiples of the aspect's sides, so the crop's own width keeps exactly 9:16 too.
    const units = Math.floor(fitting / MEDIA_PORTRAIT_ASPECT.width);
    const [width, height] = [units * MEDIA_PORTRAIT_ASPECT.width, units * MEDIA_PORTRAIT_ASPECT.height];
    return (["avif", "webp", "jpeg"] as const).map(
      (format) => () =>
        encodeVariant(fromPixels(pixels).extract(region).resize(width, height, { fit: "fill" }), "portrait", `p${width}`, format),
    );
  });
}

function socialVariant(pixels: Pixels, focal: FocalPoint): Encode {
  const region = focalRegion(pixels.width, pixels.height, SOCIAL_IMAGE, focal);
  return () =>
    encodeVariant(
      fromPixels(pixels).extract(region).resize(SOCIAL_IMAGE.width, SOCIAL_IMAGE.height, { fit: "fill" }),
      "social",
      "social",
      "jpeg",
    );
}

const masterVariant =
  (pixels: Pixels): Encode =>
  () =>
    encodeVariant(fromPixels(pixels), "master", "master", "webp");

async function placeholder(pixels: Pixels): Promise<string> {
  const tiny = await fromPixels(pixels)
    .resize({ width: PLACEHOLDER_SIZE, height: PLACEHOLDER_SIZE, fit: "inside" })
    .blur(0.6)
    .webp({ quality: 50 })
    .toBuffer();
  return `data:image/webp;base64,${tiny.toString("base64")}`;
}

async function processRaster(filePath: string, original: Extract<Sniffed, { kind: "raster" }>, focal: FocalPoint): Promise<ProcessedImage> {
  const pixels = await decodePixels(filePath);
  const variants = await encodeAll([
    ...widthVariants(pixels),
    ...portraitVariants(pixels, focal),
    socialVariant(pixels, focal),
    masterVariant(pixels),
  ]);
  return {
    format: original.format,
    width: original.width,
    height: original.height,
    hasAlpha: pixels.hasAlpha,
    dominantColor: pixels.dominantColor,
    placeholder: await placeholder(pixels),
    variants,
  };
}

const densityFor = (scale: number) => Math.min(100_000, Math.max(1, 72 * scale));

/**
 * The density that renders the SVG at least as wide as the social card (a small icon's card stays
 * sharp) and within the master's size. librsvg applies the density twice to sizes in physical
 * units (cm, in, pt), so a trial at the linear density tells which rule this file follows.
 */
async function svgDensity(body: Buffer, width: number, height: number): Promise<number> {
  const target = Math.min(MASTER_MAX_WIDTH, Math.max(width, SOCIAL_IMAGE.width));
  const scale = Math.min(target / width, MAX_SIDE / height);
  // Only the header is read: a trial far too large is measured, never drawn.
  const trial = await sharp(body, { density: densityFor(scale), limitInputPixels: false }).metadata();
  const linear = Math.abs((trial.width ?? 0) / (width * scale) - 1) < 0.1;
  return densityFor(linear ? scale : Math.sqrt(scale));
}

async function processSvg(filePath: string, focal: FocalPoint): Promise<ProcessedImage> {
  const svg = await sanitizeSvgInWorker(await readFile(filePath, "utf8"));
  const body = Buffer.from(svg, "utf8");
  const meta = await sharp(body)
    .metadata()
    .catch(() => undefined);
  if (!meta?.width || !meta.height) throw new MediaInputError("unreadable");
  const pixels = await decodePixels(body, { density: await svgDensity(body, meta.width, meta.height) });
  const variants = await encodeAll([socialVariant(pixels, focal), masterVariant(pixels)]);
  return {
    format: "SVG",
    width: meta.width,
    height: meta.height,
    hasAlpha: pixels.hasAlpha,
    dominantColor: pixels.dominantColor,
    placeholder: await placeholder(pixels),
    variants: [svgVariant(svg, meta.width, meta.height), ...variants],
  };
}

/**
 * Every stored file of an uploaded image (already written to `filePath`), with no metadata left
 * in any of them. Throws MediaInputError for a file the library refuses.
 */
export async function processImage(filePath: string, focal: FocalPoint): Promise<ProcessedImage> {
  const sniffed = await sniffFormat(filePath);
  return sniffed.kind === "svg" ? processSvg(filePath, focal) : processRaster(filePath, sniffed, focal);
}

/**
 * New portrait and social variants from the stored master after the focal point moved. An SVG
 * item has no portrait crops: pass `{ portrait: false }`.
 */
export async function recropImage(master: Buffer, focal: FocalPoint, options: { portrait?: boolean } = {}): Promise<EncodedVariant[]> {
  const pixels = await decodePixels(master);
  const portraits = options.portrait === false ? [] : portraitVariants(pixels, focal);
  return encodeAll([...portraits, socialVariant(pixels, focal)]);
}
