import type { AppConfig } from "../../../config/env";
import { LocalMediaStorage } from "./local-storage";
import { S3MediaStorage } from "./s3-storage";

/**
 * Where the library's files live: local disk under DATA_DIR/media, or an S3-compatible bucket
 * (AWS S3, Cloudflare R2, MinIO) that several app servers share. Keys are `<item key>/<file>`
 * (storage-keys.ts); a malformed key is refused before it reaches the disk or the bucket.
 */
export interface MediaStorage {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** null when absent */
  get(key: string): Promise<{ body: NodeJS.ReadableStream; contentType: string; size: number } | null>;
  /** Absent keys are fine. */
  delete(keys: readonly string[]): Promise<void>;
  /** Every stored key (backups). */
  list(): AsyncIterable<string>;
  close(): Promise<void>;
}

/** Where the files are, in words for the person running a command. */
export function describeMediaStorage({ media }: Pick<AppConfig, "media">): string {
  if (media.kind === "local") return media.dir;
  return `S3 bucket ${media.bucket}${media.endpoint ? ` at ${media.endpoint}` : ""}`;
}

export function createMediaStorage(config: Pick<AppConfig, "media">): MediaStorage {
  const { media } = config;
  return media.kind === "s3" ? new S3MediaStorage(media) : new LocalMediaStorage(media.dir);
}
