import { randomBytes } from "node:crypto";
import { mkdir, open, readdir, rename, rm, rmdir } from "node:fs/promises";
import path from "node:path";
import { isMediaKey } from "../../../../../common/media";
import type { MediaStorage } from "./media-storage";
import { assertStorageKey, contentTypeFor, isStorageKey } from "./storage-keys";

/** Unfinished writes, on the same file system so that rename() is atomic; never listed. */
const TEMP_DIR = ".tmp";

const isMissing = (error: unknown) => {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  return code === "ENOENT" || code === "ENOTDIR";
};

/** Files under `<dir>/<item key>/<file>`; the type is the file's extension's (every variant name has one). */
export class LocalMediaStorage implements MediaStorage {
  constructor(private readonly dir: string) {}

  async put(key: string, body: Buffer, _contentType: string): Promise<void> {
    assertStorageKey(key);
    const target = this.pathOf(key);
    const temp = path.join(this.dir, TEMP_DIR, `${randomBytes(8).toString("hex")}.part`);
    await Promise.all([mkdir(path.dirname(target), { recursive: true }), mkdir(path.dirname(temp), { recursive: true })]);
    // A reader sees the whole old file or the whole new one, never half of either, even after a crash.
    const handle = await open(temp, "wx", 0o644);
    try {
      await handle.writeFile(body);
      await handle.sync();
    } finally {
      await handle.close();
    }
    try {
      await rename(temp, target).catch(async (error: unknown) => {
        // The item's folder went with a delete of its last file meanwhile (delete() removes it): make it again.
        if (!isMissing(error)) throw error;
        await mkdir(path.dirname(target), { recursive: true });
        await rename(temp, target);
      });
    } catch (error) {
      await rm(temp, { force: true });
      throw error;
    }
  }

  async get(key: string) {
    assertStorageKey(key);
    let handle;
    try {
      handle = await open(this.pathOf(key), "r");
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
    try {
      const { size } = await handle.stat();
      return { body: handle.createReadStream(), contentType: contentTypeFor(key), size };
    } catch (error) {
      await handle.close();
      throw error;
    }
  }

  async delete(keys: readonly string[]): Promise<void> {
    keys.forEach(assertStorageKey);
    await Promise.all(keys.map((key) => rm(this.pathOf(key), { force: true })));
    for (const folder of new Set(keys.map((key) => path.dirname(this.pathOf(key))))) {
      // An item's folder goes with its last file; another put may already have refilled it.
      await rmdir(folder).catch(() => undefined);
    }
  }

  async *list(): AsyncIterable<string> {
    for (const item of await readdirOrEmpty(this.dir)) {
      if (!isMediaKey(item)) continue;
      for (const file of await readdirOrEmpty(path.join(this.dir, item))) {
        const key = `${item}/${file}`;
        if (isStorageKey(key)) yield key;
      }
    }
  }

  async close(): Promise<void> {}

  private pathOf(key: string): string {
    return path.join(this.dir, ...key.split("/"));
  }
}

async function readdirOrEmpty(dir: string): Promise<string[]> {
  try {
    return (await readdir(dir)).sort();
  } catch (error) {
    if (isMissing(error)) return [];
    throw error;
  }
}
