import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { createApp } from "../../app";
import { loadConfig, type AppConfig } from "../../config/env";
import { createMediaStorage, type MediaStorage } from "../../modules/media/storage/media-storage";
import { UserService } from "../../modules/user/user.service";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../../testing/test-database";
import { startTestS3, type TestS3 } from "../../testing/test-s3";
import { openDatabase } from "../data-source";
import { mediaFolderFor } from "./media";
import { backupSite, restoreSite } from "./site";

const ITEM = "0123456789abcdef0123";
const files: Record<string, { type: string; body: Buffer }> = {
  [`${ITEM}/w640.1a2b3c4d.jpg`]: { type: "image/jpeg", body: randomBytes(80_000) },
  [`${ITEM}/w640.5e6f7a8b.avif`]: { type: "image/avif", body: randomBytes(40_000) },
  ["fedcba9876543210fedc/image.0a0b0c0d.svg"]: {
    type: "image/svg+xml",
    body: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"><rect width="4" height="4"/></svg>'),
  },
};

const firstFile = (): [string, Buffer, string] => {
  const [key, file] = Object.entries(files)[0];
  return [key, file.body, file.type];
};

async function listed(storage: MediaStorage): Promise<string[]> {
  const keys: string[] = [];
  for await (const key of storage.list()) keys.push(key);
  return keys.sort();
}

/** The restored site as visitors reach it: the real app over HTTP on the restored database and storage. */
async function fetchFromSite(config: AppConfig, db: TestDatabase, paths: string[]) {
  db.dataSource = await openDatabase(config.database);
  const { app, stop } = await createApp(config, db.dataSource, { clientDir: mkdtempSync(path.join(tmpdir(), "gym-client-")) });
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  try {
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    return await Promise.all(
      paths.map(async (p) => {
        const res = await fetch(base + p);
        return { status: res.status, type: res.headers.get("content-type"), body: Buffer.from(await res.arrayBuffer()) };
      }),
    );
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await stop();
  }
}

const cases = [
  ...testDatabaseKinds().map((database) => ({ database, storage: "local disk" as const })),
  ...testDatabaseKinds().map((database) => ({ database, storage: "S3" as const })),
];

describe.each(cases)("backup and restore of the media library ($database, $storage)", ({ database, storage: storageKind }) => {
  let db: TestDatabase;
  let s3: TestS3 | undefined;
  let config: AppConfig;
  let storage: MediaStorage;
  let backupFile: string;

  beforeEach(async () => {
    db = await createTestDatabase(database);
    s3 = storageKind === "S3" ? await startTestS3() : undefined;
    const dataDir = mkdtempSync(path.join(tmpdir(), "gym-data-"));
    config = { ...loadConfig({ DATA_DIR: dataDir, PORT: "0", ...s3?.env }), database: db.config };
    storage = createMediaStorage(config);
    backupFile = path.join(mkdtempSync(path.join(tmpdir(), "gym-backup-")), database === "sqlite" ? "gym.sqlite" : "gym.json");
  });
  afterEach(async () => {
    await storage.close();
    await db.drop();
    await s3?.close();
  });

  it("brings back the database and every stored file, served byte for byte", async () => {
    for (const [key, file] of Object.entries(files)) await storage.put(key, file.body, file.type);
    await new UserService(db.dataSource).create({ name: "Backup Member", email: "media-backup@example.com", password: "gym-secret1" });

    const written = await backupSite(config, backupFile);
    expect(written.mediaFiles).toBe(3);
    expect(readdirSync(written.mediaFolder).sort()).toEqual([ITEM, "fedcba9876543210fedc"]);
    // Owner-only, like the database backup beside it.
    expect(statSync(written.mediaFolder).mode & 0o077).toBe(0);
    expect(statSync(path.join(written.mediaFolder, ITEM, "w640.1a2b3c4d.jpg")).mode & 0o077).toBe(0);

    // The site is lost: no accounts, no files.
    await db.dataSource.query("DELETE FROM users");
    await storage.delete(await listed(storage));
    expect(await listed(storage)).toEqual([]);
    await db.dataSource.destroy();

    expect(await restoreSite(config, backupFile)).toEqual({ mediaFiles: 3 });

    const served = await fetchFromSite(
      config,
      db,
      Object.keys(files).map((key) => `/media/${key}`),
    );
    Object.values(files).forEach((file, i) => {
      expect(served[i].status).toBe(200);
      expect(served[i].type).toBe(file.type);
      expect(served[i].body.equals(file.body)).toBe(true);
    });
    const users: { email: string }[] = await db.dataSource.query("SELECT email FROM users");
    expect(users.map((u) => u.email)).toEqual(["media-backup@example.com"]);
  });

  it("does not keep files of an older backup written under the same name", async () => {
    const [first, second] = Object.keys(files);
    await storage.put(first, files[first].body, files[first].type);
    await backupSite(config, backupFile);
    await storage.delete([first]);
    await storage.put(second, files[second].body, files[second].type);

    expect((await backupSite(config, backupFile)).mediaFiles).toBe(1);
    await storage.delete([second]);
    await db.dataSource.destroy();
    await restoreSite(config, backupFile);
    db.dataSource = await openDatabase(config.database);
    expect(await listed(storage)).toEqual([second]);
  });

  it("restores an older backup without a media folder and leaves the storage as it is", async () => {
    const [key] = Object.keys(files);
    await backupSite(config, backupFile);
    rmSync(mediaFolderFor(backupFile), { recursive: true });
    await storage.put(key, files[key].body, files[key].type);
    await db.dataSource.destroy();

    expect(await restoreSite(config, backupFile)).toEqual({ mediaFiles: undefined });
    db.dataSource = await openDatabase(config.database);
    expect(await listed(storage)).toEqual([key]);
  });

  if (storageKind === "S3") {
    it("keeps no backup at all when the media files cannot be copied, and says why", async () => {
      await storage.put(...firstFile());
      await s3!.close();
      await expect(backupSite(config, backupFile)).rejects.toThrow(
        new RegExp(
          `media files could not be copied from S3 bucket ${s3!.settings.bucket} at http://127\\.0\\.0\\.1:\\d+ .*; no backup was kept`,
        ),
      );
      expect(readdirSync(path.dirname(backupFile))).toEqual([]);
    });

    it("says the restore may run again when the media files cannot be put back", async () => {
      await storage.put(...firstFile());
      await backupSite(config, backupFile);
      await db.dataSource.destroy();
      await s3!.close();
      await expect(restoreSite(config, backupFile)).rejects.toThrow(
        /database was restored, but the media files could not be put back .*run the restore again/,
      );
      db.dataSource = await openDatabase(config.database);
    });
  }

  it("refuses a media folder holding anything but media files before touching the database", async () => {
    await backupSite(config, backupFile);
    await new UserService(db.dataSource).create({ name: "Later Member", email: "later@example.com", password: "gym-secret1" });
    mkdirSync(path.join(mediaFolderFor(backupFile), ITEM), { recursive: true });
    writeFileSync(path.join(mediaFolderFor(backupFile), ITEM, "..evil"), "x");
    await db.dataSource.destroy();

    await expect(restoreSite(config, backupFile)).rejects.toThrow(
      /is not a media file of a backup made by npm run backup; nothing was changed/,
    );
    db.dataSource = await openDatabase(config.database);
    const users: { email: string }[] = await db.dataSource.query("SELECT email FROM users");
    expect(users.map((u) => u.email)).toEqual(["later@example.com"]);
    expect(await listed(storage)).toEqual([]);
  });
});

describe("moving the media library with a backup", () => {
  it("restores a backup made on local disk into an S3 bucket", async () => {
    const db = await createTestDatabase("sqlite");
    const s3 = await startTestS3();
    const dataDir = mkdtempSync(path.join(tmpdir(), "gym-data-"));
    const onDisk: AppConfig = { ...loadConfig({ DATA_DIR: dataDir, PORT: "0" }), database: db.config };
    const onS3: AppConfig = { ...onDisk, media: { kind: "s3", ...s3.settings } };
    const local = createMediaStorage(onDisk);
    const bucket = createMediaStorage(onS3);
    try {
      for (const [key, file] of Object.entries(files)) await local.put(key, file.body, file.type);
      const backupFile = path.join(mkdtempSync(path.join(tmpdir(), "gym-backup-")), "gym.sqlite");
      await backupSite(onDisk, backupFile);
      await db.dataSource.destroy();

      await restoreSite(onS3, backupFile);
      expect(await listed(bucket)).toEqual(Object.keys(files).sort());
      const served = await fetchFromSite(
        onS3,
        db,
        Object.keys(files).map((key) => `/media/${key}`),
      );
      Object.values(files).forEach((file, i) => expect(served[i].body.equals(file.body)).toBe(true));
    } finally {
      await local.close();
      await bucket.close();
      await db.drop();
      await s3.close();
    }
  });
});
