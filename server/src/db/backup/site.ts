import type { AppConfig } from "../../config/env";
import { createMediaStorage } from "../../modules/media/storage/media-storage";
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
  } finally {
    await storage.close();
  }
  return { mediaFiles: keys.length };
}
