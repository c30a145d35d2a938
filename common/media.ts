/**
 * The media library's rules, shared by the upload pipeline, the server's checks and the admin's
 * upload form (issue 15). Free of imports so the client can bundle it.
 */

/** Image kinds the library accepts, decided from the file's bytes. */
export const MEDIA_FORMATS = ["JPEG", "PNG", "WEBP", "AVIF", "GIF", "SVG"] as const;
export type MediaFormatName = (typeof MEDIA_FORMATS)[number];

/** What the upload field offers in a file picker; the server never trusts it. */
export const MEDIA_ACCEPT = "image/jpeg,image/png,image/webp,image/avif,image/gif,image/svg+xml";

export const MEDIA_LIMITS = {
  /** Bytes of one uploaded file. */
  maxBytes: 15 * 1024 * 1024,
  /** Pixels (width x height) of one image: a decompression bomb is refused before it is decoded. */
  maxPixels: 50_000_000,
  altMax: 300,
  nameMax: 200,
  /** Uploads one admin may make per window. */
  uploadsPerWindow: 60,
  uploadWindowSeconds: 600,
  /** Items per page of the admin's library. */
  pageSize: 48,
} as const;

/** Widths (CSS px at 1x, device px for srcset) of the responsive variants, never above the original's. */
export const MEDIA_WIDTHS = [320, 640, 960, 1280, 1920] as const;
/** Widths of the portrait crop (9:16, around the focal point) that phones get for full-screen images. */
export const MEDIA_PORTRAIT_WIDTHS = [360, 720, 1080] as const;
export const MEDIA_PORTRAIT_ASPECT = { width: 9, height: 16 } as const;
/** The social card every page's og:image points to. */
export const SOCIAL_IMAGE = { width: 1200, height: 630, type: "image/jpeg" } as const;

/** Public address prefix of every stored variant: `/media/<item key>/<variant file>`. */
export const MEDIA_URL_PREFIX = "/media/";
/** An item's key: the first 20 hex digits of the SHA-256 of the uploaded bytes. */
const MEDIA_KEY = /^[0-9a-f]{20}$/;
const LIBRARY_URL = /^(?:https?:\/\/[^/]+)?\/media\/([0-9a-f]{20})\/[A-Za-z0-9.-]+$/;

export const isMediaKey = (key: string): boolean => MEDIA_KEY.test(key);

/** The library item an image field's URL points to (site-relative or on this site), or undefined. */
export function mediaKeyFromUrl(url: string | null | undefined): string | undefined {
  return url ? LIBRARY_URL.exec(url.trim())?.[1] : undefined;
}

export const MEDIA_MESSAGES = {
  fileRequired: "Choose an image file to upload",
  unsupportedType: "This file is not a supported image. Upload a JPEG, PNG, WebP, AVIF, GIF or SVG file.",
  heic: "HEIC photos cannot be used on the web. On the iPhone choose Settings > Camera > Formats > Most Compatible, or export the photo as JPEG.",
  tooLarge: `This file is larger than ${MEDIA_LIMITS.maxBytes / 1024 / 1024} MB. Choose a smaller image.`,
  tooManyPixels: `This image has more than ${MEDIA_LIMITS.maxPixels / 1_000_000} million pixels. Choose a smaller image.`,
  unreadable: "This image could not be read. The file may be damaged.",
  unsafeSvg: "This SVG has nothing left to show once scripts and external references are removed.",
  altRequired: "Describe the image for visitors who cannot see it (alt text)",
  altTooLong: `Alt text must be at most ${MEDIA_LIMITS.altMax} characters`,
  focalPointInvalid: "The focal point must lie inside the image",
  notFound: "Image not found",
  uploaded: "Image uploaded",
  deleted: "Image deleted",
  updated: "Image updated",
  /** An image field pointing at a library item that has no alt text yet. */
  altMissingOnPublicImage: "This image has no alt text yet. Add it in the media library first.",
} as const;

/** Refusal to delete an item still shown somewhere, naming each place. */
export const mediaInUse = (places: readonly string[]) =>
  `This image is still used on: ${places.join(", ")}. Choose another image there first.`;
