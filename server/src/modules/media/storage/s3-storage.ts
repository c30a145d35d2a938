import type { Readable } from "node:stream";
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  ListObjectsCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import type { S3Settings } from "../../../config/env";
import type { MediaStorage } from "./media-storage";
import { assertStorageKey, isStorageKey, MEDIA_CACHE_CONTROL } from "./storage-keys";

/** DeleteObjects takes at most 1000 keys per call, and ListObjects answers at most 1000 per page. */
const S3_PAGE = 1000;

/**
 * Objects named by their storage key in one bucket. The bucket may hold other objects too:
 * only media keys are listed, so a backup never picks up a neighbour's files.
 */
export class S3MediaStorage implements MediaStorage {
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor(
    settings: S3Settings,
    private readonly page = S3_PAGE,
  ) {
    this.bucket = settings.bucket;
    this.client = new S3Client({
      region: settings.region,
      endpoint: settings.endpoint,
      // MinIO, s3rver and most self-hosted stores have no per-bucket host names.
      forcePathStyle: settings.endpoint !== undefined,
      credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
      // The SDK's newer default checksums are refused by several S3-compatible stores (R2, older MinIO).
      requestChecksumCalculation: "WHEN_REQUIRED",
      responseChecksumValidation: "WHEN_REQUIRED",
    });
  }

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    assertStorageKey(key);
    await this.client.send(
      new PutObjectCommand({ Bucket: this.bucket, Key: key, Body: body, ContentType: contentType, CacheControl: MEDIA_CACHE_CONTROL }),
    );
  }

  async get(key: string) {
    assertStorageKey(key);
    try {
      const object = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      return {
        body: object.Body as Readable,
        contentType: object.ContentType ?? "application/octet-stream",
        size: object.ContentLength ?? 0,
      };
    } catch (error) {
      // Only a missing object: a missing bucket or a refused key is a fault to report, not an absent file.
      if (error instanceof S3ServiceException && error.name === "NoSuchKey") return null;
      throw error;
    }
  }

  async delete(keys: readonly string[]): Promise<void> {
    keys.forEach(assertStorageKey);
    for (let start = 0; start < keys.length; start += this.page) {
      const batch = keys.slice(start, start + this.page);
      const answer = await this.client.send(
        new DeleteObjectsCommand({
          Bucket: this.bucket,
          Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true },
        }),
      );
      const failed = answer.Errors ?? [];
      if (failed.length > 0) {
        throw new Error(`S3 kept ${failed.length} of ${batch.length} files: ${failed.map((e) => `${e.Key} (${e.Code})`).join(", ")}`);
      }
    }
  }

  /**
   * ListObjects (v1) paged by marker: every S3-compatible store speaks it, while s3rver's v2
   * continuation tokens need DES, which Node's OpenSSL 3 no longer offers.
   */
  async *list(): AsyncIterable<string> {
    let marker: string | undefined;
    let truncated: boolean | undefined;
    do {
      const page = await this.client.send(new ListObjectsCommand({ Bucket: this.bucket, Marker: marker, MaxKeys: this.page }));
      for (const object of page.Contents ?? []) {
        marker = object.Key;
        if (object.Key && isStorageKey(object.Key)) yield object.Key;
      }
      truncated = page.IsTruncated && marker !== undefined;
    } while (truncated);
  }

  close(): Promise<void> {
    this.client.destroy();
    return Promise.resolve();
  }
}
