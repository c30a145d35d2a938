import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { buffer } from "node:stream/consumers";
import { PutObjectCommand, S3Client } from "@aws-sdk/client-s3";
import { startTestS3, type TestS3 } from "../../../testing/test-s3";
import { createMediaStorage, type MediaStorage } from "./media-storage";
import { S3MediaStorage } from "./s3-storage";
import { InvalidStorageKeyError } from "./storage-keys";

const ITEM = "0123456789abcdef0123";
const OTHER_ITEM = "fedcba9876543210fedc";
const jpegKey = `${ITEM}/w640.1a2b3c4d.jpg`;
const svgKey = `${ITEM}/image.5e6f7a8b.svg`;

const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>');

async function read(storage: MediaStorage, key: string) {
  const found = await storage.get(key);
  return found && { ...found, body: await buffer(found.body) };
}

async function listed(storage: MediaStorage): Promise<string[]> {
  const keys: string[] = [];
  for await (const key of storage.list()) keys.push(key);
  return keys.sort();
}

describe.each(["local disk", "S3 (s3rver)"] as const)("media storage on %s", (kind) => {
  let s3: TestS3 | undefined;
  let dir: string;
  let storage: MediaStorage;

  beforeEach(async () => {
    dir = mkdtempSync(path.join(tmpdir(), "gym-media-"));
    if (kind === "S3 (s3rver)") s3 = await startTestS3();
    storage = createMediaStorage({ media: s3 ? { kind: "s3", ...s3.settings } : { kind: "local", dir: path.join(dir, "media") } });
  });
  afterEach(async () => {
    await storage.close();
    await s3?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("gives back exactly the bytes, type and size that were put", async () => {
    const photo = randomBytes(300_000);
    await storage.put(jpegKey, photo, "image/jpeg");
    await storage.put(svgKey, SVG, "image/svg+xml");

    const jpeg = await read(storage, jpegKey);
    expect(jpeg?.body.equals(photo)).toBe(true);
    expect(jpeg).toMatchObject({ contentType: "image/jpeg", size: photo.length });
    expect(await read(storage, svgKey)).toMatchObject({ contentType: "image/svg+xml", size: SVG.length, body: SVG });
  });

  it("answers null for a key that was never stored", async () => {
    expect(await storage.get(`${OTHER_ITEM}/w320.00000000.webp`)).toBeNull();
  });

  it("replaces a file put again under the same key", async () => {
    await storage.put(jpegKey, Buffer.from("first"), "image/jpeg");
    await storage.put(jpegKey, Buffer.from("second"), "image/jpeg");
    expect((await read(storage, jpegKey))?.body.toString()).toBe("second");
    expect(await listed(storage)).toEqual([jpegKey]);
  });

  it("deletes the given keys, ignores absent ones and keeps the rest", async () => {
    const otherKey = `${OTHER_ITEM}/social.11223344.jpg`;
    await storage.put(jpegKey, Buffer.from("a"), "image/jpeg");
    await storage.put(svgKey, SVG, "image/svg+xml");
    await storage.put(otherKey, Buffer.from("b"), "image/jpeg");

    await storage.delete([jpegKey, svgKey, `${OTHER_ITEM}/never.stored.png`]);
    await storage.delete([]);

    expect(await storage.get(jpegKey)).toBeNull();
    expect(await storage.get(svgKey)).toBeNull();
    expect(await listed(storage)).toEqual([otherKey]);
  });

  it("refuses keys that are not `<item key>/<file>` before touching the store", async () => {
    const outside = path.join(dir, "outside.txt");
    writeFileSync(outside, "secret");
    const badKeys = [
      "",
      "../outside.txt",
      `${ITEM}/../../outside.txt`,
      `${ITEM}/..`,
      `${ITEM}/.hidden`,
      `${ITEM}/a/b.jpg`,
      `${ITEM}/a\\b.jpg`,
      `${ITEM}//w.jpg`,
      `${ITEM.toUpperCase()}/w.jpg`,
      `${ITEM.slice(1)}/w.jpg`,
      `/${ITEM}/w.jpg`,
      `${ITEM}/w.jpg%2F..`,
      `${ITEM}/${"a".repeat(101)}`,
    ];
    for (const key of badKeys) {
      await expect(storage.put(key, Buffer.from("x"), "image/jpeg")).rejects.toThrow(InvalidStorageKeyError);
      await expect(storage.get(key)).rejects.toThrow(InvalidStorageKeyError);
      await expect(storage.delete([jpegKey, key])).rejects.toThrow(InvalidStorageKeyError);
    }
    expect(await listed(storage)).toEqual([]);
    expect(existsSync(outside)).toBe(true);
  });

  it("lists every stored key and deletes them all, across pages and batches", async () => {
    // A page of two makes the S3 driver follow continuation tokens and split DeleteObjects.
    const paged = s3 ? new S3MediaStorage(s3.settings, 2) : storage;
    try {
      const keys = [ITEM, OTHER_ITEM].flatMap((item) => [320, 640, 960].map((width) => `${item}/w${width}.abcdef01.webp`)).sort();
      for (const key of keys) await paged.put(key, Buffer.from(key), "image/webp");

      expect(await listed(paged)).toEqual(keys);
      await paged.delete(keys);
      expect(await listed(paged)).toEqual([]);
    } finally {
      if (paged !== storage) await paged.close();
    }
  });

  if (kind === "local disk") {
    // S3 itself has neither torn reads nor folders to lose; s3rver, a stand-in on the local disk, has both.
    it("never shows a reader half a file while it is being replaced", async () => {
      const before = Buffer.alloc(2_000_000, 1);
      const after = Buffer.alloc(2_000_000, 2);
      await storage.put(jpegKey, before, "image/jpeg");
      const writing = storage.put(jpegKey, after, "image/jpeg");
      const seen: Buffer[] = [];
      for (let i = 0; i < 5; i++) seen.push((await read(storage, jpegKey))!.body);
      await writing;
      seen.push((await read(storage, jpegKey))!.body);
      for (const body of seen) expect(body.equals(before) || body.equals(after)).toBe(true);
      expect(seen.at(-1)!.equals(after)).toBe(true);
    });

    it("stores a file while the last other file of its item is being deleted", async () => {
      const otherKey = `${ITEM}/w320.99999999.jpg`;
      for (let round = 0; round < 30; round++) {
        await storage.put(otherKey, Buffer.from("old"), "image/jpeg");
        await Promise.all([storage.delete([otherKey]), storage.put(jpegKey, Buffer.from(`round ${round}`), "image/jpeg")]);
        expect((await read(storage, jpegKey))?.body.toString()).toBe(`round ${round}`);
        await storage.delete([jpegKey]);
      }
    });

    it("keeps files under DATA_DIR/media/<item>/<file> and leaves no temporary files behind", async () => {
      await storage.put(jpegKey, Buffer.from("a"), "image/jpeg");
      const media = path.join(dir, "media");
      expect(readdirSync(path.join(media, ITEM))).toEqual(["w640.1a2b3c4d.jpg"]);
      expect(readdirSync(path.join(media, ".tmp"))).toEqual([]);
      writeFileSync(path.join(media, ITEM, "stray file"), "");
      expect(await listed(storage)).toEqual([jpegKey]);

      await storage.delete([jpegKey]);
      await storage.delete([jpegKey]);
      expect(readdirSync(path.join(media, ITEM))).toEqual(["stray file"]);
    });
  } else {
    it("lists only media keys when the bucket holds other objects too", async () => {
      const client = new S3Client({
        region: s3!.settings.region,
        endpoint: s3!.settings.endpoint,
        forcePathStyle: true,
        credentials: { accessKeyId: s3!.settings.accessKeyId, secretAccessKey: s3!.settings.secretAccessKey },
      });
      try {
        await client.send(new PutObjectCommand({ Bucket: s3!.settings.bucket, Key: "exports/report.csv", Body: "x" }));
      } finally {
        client.destroy();
      }
      await storage.put(jpegKey, Buffer.from("a"), "image/jpeg");
      expect(await listed(storage)).toEqual([jpegKey]);
    });

    it("reports a bucket that does not exist rather than answering that the file is absent", async () => {
      const misconfigured = createMediaStorage({ media: { kind: "s3", ...s3!.settings, bucket: "no-such-bucket" } });
      try {
        await expect(misconfigured.get(jpegKey)).rejects.toThrow(/bucket/i);
        await expect(misconfigured.put(jpegKey, Buffer.from("a"), "image/jpeg")).rejects.toThrow(/bucket/i);
      } finally {
        await misconfigured.close();
      }
    });
  }
});
