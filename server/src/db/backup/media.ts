import { createWriteStream } from "node:fs";
import { mkdir, readdir, readFile, rename, rm } from "node:fs/promises";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import type { MediaStorage } from "../../modules/media/storage/media-storage";
import { contentTypeFor, isStorageKey } from "../../modules/media/storage/storage-keys";
import { isMediaKey } from "../../../../common/media";

/** The media library's files go beside the database backup: `<backup file>.media/<item key>/<file>`. */
export const mediaFolderFor = (backupFile: string) => `${path.resolve(backupFile)}.media`;

/**
 * Copies every stored file out of the storage (local disk or S3) into the backup's media folder.
 * Run after the database backup: every row it holds then had its files, and files are only
 * removed with their row (or replaced by a re-crop), so at worst a file deleted meanwhile is absent.
 */
export async function backupMedia(storage: MediaStorage, backupFile: string): Promise<number> {
  const folder = mediaFolderFor(backupFile);
  // Written aside and moved into place when complete, so a folder named .media is always whole.
  const partial = `${folder}.partial`;
  await rm(partial, { recursive: true, force: true });
  await mkdir(partial, { recursive: true, mode: 0o700 });
  let copied = 0;
  try {
    for await (const key of storage.list()) {
      const found = await storage.get(key);
      if (!found) continue;
      const target = path.join(partial, ...key.split("/"));
      await mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
      await pipeline(found.body, createWriteStream(target, { mode: 0o600 }));
      copied++;
    }
  } catch (error) {
    await rm(partial, { recursive: true, force: true });
    throw error;
  }
  // A reused backup name must not keep files from an older backup.
  await rm(folder, { recursive: true, force: true });
  await rename(partial, folder);
  return copied;
}

/**
 * The keys in a backup's media folder, every name checked, so that a restore can refuse a folder
 * that is not a backup's before it touches the database. Undefined: the backup has no media folder.
 */
export async function mediaBackupKeys(backupFile: string): Promise<string[] | undefined> {
  const folder = mediaFolderFor(backupFile);
  let items: string[];
  try {
    items = await readdir(folder);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw error;
  }
  const keys: string[] = [];
  for (const item of items.sort()) {
    if (!isMediaKey(item)) throw notABackup(path.join(folder, item));
    for (const file of (await readdir(path.join(folder, item))).sort()) {
      if (!isStorageKey(`${item}/${file}`)) throw notABackup(path.join(folder, item, file));
      keys.push(`${item}/${file}`);
    }
  }
  return keys;
}

const notABackup = (entry: string) => new Error(`${entry} is not a media file of a backup made by npm run backup; nothing was changed`);

/**
 * Puts the backup's files back into the configured storage, which may differ from the one backed
 * up (a backup also moves a site between local disk and S3). Keys name their content, so a file
 * already there is overwritten with the same bytes.
 */
export async function restoreMedia(storage: MediaStorage, backupFile: string, keys: readonly string[]): Promise<void> {
  const folder = mediaFolderFor(backupFile);
  for (const key of keys) await storage.put(key, await readFile(path.join(folder, ...key.split("/"))), contentTypeFor(key));
}
