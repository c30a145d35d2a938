import path from "node:path";
import { isMediaKey } from "../../../../../common/media";

/** A variant's file name: no leading dot, so never `.`, `..` or a hidden file; no separators. */
const FILE_NAME = /^[A-Za-z0-9][A-Za-z0-9.-]{0,99}$/;

/**
 * Every stored file's name carries a hash of its bytes, so its URL's content never changes: a
 * browser, a CDN or anything fetching the bucket directly may keep it for a year.
 */
export const MEDIA_CACHE_CONTROL = "public, max-age=31536000, immutable";

/** `<item key>/<file>`, e.g. `0123456789abcdef0123/w640.1a2b3c4d.avif`. */
export function isStorageKey(key: string): boolean {
  const slash = key.indexOf("/");
  return slash > 0 && isMediaKey(key.slice(0, slash)) && FILE_NAME.test(key.slice(slash + 1));
}

export class InvalidStorageKeyError extends Error {
  constructor(key: string) {
    super(`Not a media storage key: ${JSON.stringify(key.slice(0, 200))}`);
  }
}

export function assertStorageKey(key: string): void {
  if (!isStorageKey(key)) throw new InvalidStorageKeyError(key);
}

const CONTENT_TYPES: Record<string, string> = {
  ".avif": "image/avif",
  ".webp": "image/webp",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".png": "image/png",
  ".gif": "image/gif",
  ".svg": "image/svg+xml",
};

/** The type a file is served with when the store keeps none of its own (local disk, backups). */
export function contentTypeFor(key: string): string {
  return CONTENT_TYPES[path.extname(key).toLowerCase()] ?? "application/octet-stream";
}
