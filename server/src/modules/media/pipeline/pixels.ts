import sharp from "sharp";
import { MEDIA_LIMITS } from "../../../../../common/media";
import { MediaInputError } from "./media-input-error";

// Every image is read once from a temporary upload: libvips' cache would only hold memory and
// open files of deleted uploads.
sharp.cache(false);

/** The master's width cap (contract): enough for any screen, small enough to re-crop quickly. */
export const MASTER_MAX_WIDTH = 2560;
/** WebP's largest side; a panorama's variants are fitted inside it. */
export const MAX_SIDE = 16383;

/** Decoded, upright, metadata-free pixels every variant is cut from, so the file is decoded once. */
export interface Pixels {
  data: Buffer;
  width: number;
  height: number;
  channels: 1 | 2 | 3 | 4;
  /** Some pixel is not fully opaque. */
  hasAlpha: boolean;
  dominantColor: string;
}

const hex = (value: number) => value.toString(16).padStart(2, "0");

/** A fresh pipeline on the pixels; an alpha channel that hides nothing is dropped. */
export function fromPixels(pixels: Pixels): sharp.Sharp {
  const image = sharp(pixels.data, { raw: { width: pixels.width, height: pixels.height, channels: pixels.channels } });
  return pixels.hasAlpha || pixels.channels % 2 === 1 ? image : image.removeAlpha();
}

/**
 * Applies the EXIF orientation, converts to sRGB, keeps the first frame and fits the result inside
 * the master's size. Throws MediaInputError when the bytes cannot be decoded.
 */
export async function decodePixels(input: string | Buffer, options: sharp.SharpOptions = {}): Promise<Pixels> {
  let decoded: { data: Buffer; info: sharp.OutputInfo };
  try {
    // A truncated or corrupt file fails; a mere warning (stray bytes some phone apps leave) does not.
    decoded = await sharp(input, { limitInputPixels: MEDIA_LIMITS.maxPixels, failOn: "error", ...options })
      .rotate()
      .resize({ width: MASTER_MAX_WIDTH, height: MAX_SIDE, fit: "inside", withoutEnlargement: true })
      .toColourspace("srgb")
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch (error) {
    const tooLarge = error instanceof Error && /pixel limit/i.test(error.message);
    throw new MediaInputError(tooLarge ? "tooManyPixels" : "unreadable");
  }
  const { data, info } = decoded;
  const channels = info.channels;
  const stats = await sharp(data, { raw: { width: info.width, height: info.height, channels } }).stats();
  const { r, g, b } = stats.dominant;
  return {
    data,
    width: info.width,
    height: info.height,
    channels,
    hasAlpha: channels % 2 === 0 && !stats.isOpaque,
    dominantColor: `#${hex(r)}${hex(g)}${hex(b)}`,
  };
}
