import type { AppConfig } from "../../config/env";
import { rm } from "node:fs/promises";
import { createMediaStorage, describeMediaStorage } from "../../modules/media/storage/media-storage";
import { createDataSource, openDatabase } from "../data-source";
import { backupDatabase } from "./backup";
import { backupMedia, mediaBackupKeys, mediaFolderFor, restoreMedia } from "./media";
import { restoreDatabase } from "./restore";

/** `npm run backup`: the database into `file`, then the media library's files beside it. */
export async function backupSite(config: AppConfig, file: string): Promise<{ file: string; mediaFolder: string; mediaFiles: number }> {
  const dataSource = await openDatabase(config.database);
  try {
    await backupDatabase(config.database, dataSource, file);
  } finally {
    await dataSource.destroy();
  }
  const storage = createMediaStorage(config);
  try {
    return { file, mediaFolder: mediaFolderFor(file), mediaFiles: await backupMedia(storage, file) };
  } catch (error) {
    // A database without its images would restore a site with broken pictures: keep neither.
    await rm(file, { force: true });
    await rm(mediaFolderFor(file), { recursive: true, force: true });
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`The media files could not be copied from ${describeMediaStorage(config)} (${reason}); no backup was kept`);
  } finally {
    await storage.close();
  }
}

/**
 * `npm run restore` (server stopped): the database, then the media files into the configured
 * storage. Undefined media files: the backup predates the media library; the storage is left as it is.
 */
export async function restoreSite(config: AppConfig, file: string): Promise<{ mediaFiles: number | undefined }> {
  const keys = await mediaBackupKeys(file);
  await restoreDatabase(config.database, file, async () => {
    const dataSource = createDataSource(config.database);
    await dataSource.initialize();
    return dataSource;
  });
  if (!keys) return { mediaFiles: undefined };
  const storage = createMediaStorage(config);
  try {
    await restoreMedia(storage, file, keys);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    // Putting a file again is harmless (keys name their content), so the whole restore may simply run again.
    throw new Error(
      `The database was restored, but the media files could not be put back into ${describeMediaStorage(config)} (${reason}); run the restore again once the storage is reachable`,
    );
  } finally {
    await storage.close();
  }
  return { mediaFiles: keys.length };
}
