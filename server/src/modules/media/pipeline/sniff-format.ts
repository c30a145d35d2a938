import { open } from "node:fs/promises";
import sharp from "sharp";
import { MEDIA_LIMITS, type MediaFormatName } from "../../../../../common/media";
import { MediaInputError } from "./media-input-error";

const HEAD_BYTES = 4096;
const HEIC_BRANDS = new Set(["heic", "heix", "heim", "heis", "hevc", "hevx"]);
const SHARP_FORMATS: Partial<Record<keyof sharp.FormatEnum, MediaFormatName>> = { jpeg: "JPEG", png: "PNG", webp: "WEBP", gif: "GIF" };

/** A raster image's size is shown upright: after its EXIF orientation, and of the first frame only. */
export type Sniffed = { kind: "svg" } | { kind: "raster"; format: MediaFormatName; width: number; height: number };

async function readHead(filePath: string): Promise<Buffer> {
  const file = await open(filePath, "r");
  try {
    const { buffer, bytesRead } = await file.read(Buffer.alloc(HEAD_BYTES), 0, HEAD_BYTES, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await file.close();
  }
}

/** Text whose first element is <svg>, after an optional BOM, XML declaration, comments and doctype. */
function looksLikeSvg(head: Buffer): boolean {
  const text = head.toString("utf8").replace(/^\uFEFF/, "");
  return /^\s*(?:<\?xml[^>]*\?>\s*|<!--[\s\S]*?-->\s*|<!DOCTYPE[^>[]*(?:\[[\s\S]*?\])?\s*>\s*)*<svg[\s>]/i.test(text);
}

function isoBrand(head: Buffer): string | undefined {
  return head.subarray(4, 8).toString("latin1") === "ftyp" ? head.subarray(8, 12).toString("latin1") : undefined;
}

/** The signature of an image kind the library takes: such a file that cannot be read is damaged, not foreign. */
function hasImageSignature(head: Buffer): boolean {
  const latin = head.toString("latin1");
  return (
    (head[0] === 0xff && head[1] === 0xd8) ||
    latin.startsWith("\x89PNG") ||
    latin.startsWith("GIF8") ||
    (latin.startsWith("RIFF") && latin.slice(8, 12) === "WEBP") ||
    isoBrand(head) !== undefined
  );
}

function rasterFormat(meta: sharp.Metadata): MediaFormatName {
  if (meta.format === "heif") {
    if (meta.compression === "av1") return "AVIF";
    throw new MediaInputError(meta.compression === "hevc" ? "heic" : "unsupportedType");
  }
  const format = SHARP_FORMATS[meta.format];
  if (!format) throw new MediaInputError("unsupportedType");
  return format;
}

/**
 * What the file is, from its bytes alone; a raster image's header is checked against the pixel
 * cap here, before anything decodes it. Throws MediaInputError.
 */
export async function sniffFormat(filePath: string): Promise<Sniffed> {
  const head = await readHead(filePath);
  if (looksLikeSvg(head)) return { kind: "svg" };
  let meta: sharp.Metadata;
  try {
    // The header alone is read here; sharp's own pixel limit would call a bigger bomb "unreadable".
    meta = await sharp(filePath, { limitInputPixels: false }).metadata();
  } catch {
    const brand = isoBrand(head);
    if (brand && HEIC_BRANDS.has(brand)) throw new MediaInputError("heic");
    throw new MediaInputError(hasImageSignature(head) ? "unreadable" : "unsupportedType");
  }
  const format = rasterFormat(meta);
  const width = meta.width;
  const height = meta.pageHeight ?? meta.height;
  if (!width || !height) throw new MediaInputError("unreadable");
  if (width * height > MEDIA_LIMITS.maxPixels) throw new MediaInputError("tooManyPixels");
  const quarterTurn = (meta.orientation ?? 1) >= 5;
  return { kind: "raster", format, width: quarterTurn ? height : width, height: quarterTurn ? width : height };
}
