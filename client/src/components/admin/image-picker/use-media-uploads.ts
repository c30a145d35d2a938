import { useApolloClient } from "@apollo/client/react";
import { MEDIA_LIMITS, MEDIA_MESSAGES } from "../../../../../common/media";
import { useCallback, useEffect, useRef, useState } from "react";
import { MediaLibraryDocument } from "../../../graphql/generated";
import { uploadMedia, UploadError, type UploadedMedia } from "./upload-media";

type UploadStatus = "waiting" | "uploading" | "done" | "failed";

export interface UploadEntry {
  id: string;
  name: string;
  bytes: number;
  /** Share of the file sent, 0 to 1. */
  progress: number;
  status: UploadStatus;
  error?: string;
  item?: UploadedMedia;
}

/** Two files at a time: a phone on a slow line finishes some photos early instead of all late. */
const PARALLEL_UPLOADS = 2;

let nextId = 0;

/**
 * The files an admin dropped or picked, each uploaded on its own request with its own progress
 * and its own error. The library's lists are fetched again after each stored file.
 */
export function useMediaUploads(onUploaded?: (item: UploadedMedia) => void) {
  const client = useApolloClient();
  const [entries, setEntries] = useState<UploadEntry[]>([]);
  const queue = useRef<{ id: string; file: File }[]>([]);
  const running = useRef(0);
  const onUploadedRef = useRef(onUploaded);
  useEffect(() => {
    onUploadedRef.current = onUploaded;
  });

  const patch = useCallback((id: string, change: Partial<UploadEntry>) => {
    setEntries((list) => list.map((entry) => (entry.id === id ? { ...entry, ...change } : entry)));
  }, []);

  const send = useCallback(
    async ({ id, file }: { id: string; file: File }) => {
      patch(id, { status: "uploading" });
      try {
        const item = await uploadMedia(file, (progress) => patch(id, { progress }));
        patch(id, { status: "done", progress: 1, item });
        onUploadedRef.current?.(item);
        void client.refetchQueries({ include: [MediaLibraryDocument] });
      } catch (error) {
        patch(id, { status: "failed", error: error instanceof UploadError ? error.message : String(error) });
      }
    },
    [client, patch],
  );

  /** Takes files off the queue one after another; PARALLEL_UPLOADS of these run at once. */
  const work = useCallback(async () => {
    running.current += 1;
    for (let next = queue.current.shift(); next; next = queue.current.shift()) await send(next);
    running.current -= 1;
  }, [send]);

  const add = useCallback(
    (files: Iterable<File>) => {
      const added: UploadEntry[] = [];
      for (const file of files) {
        const entry: UploadEntry = { id: `upload-${++nextId}`, name: file.name, bytes: file.size, progress: 0, status: "waiting" };
        // The server refuses it too; checking here spares a phone sending 15 MB for nothing.
        if (file.size > MEDIA_LIMITS.maxBytes) Object.assign(entry, { status: "failed", error: MEDIA_MESSAGES.tooLarge });
        else queue.current.push({ id: entry.id, file });
        added.push(entry);
      }
      setEntries((list) => [...list, ...added]);
      for (let worker = running.current; worker < PARALLEL_UPLOADS; worker++) void work();
    },
    [work],
  );

  const dismiss = useCallback((id: string) => setEntries((list) => list.filter((entry) => entry.id !== id)), []);

  return { entries, add, dismiss };
}
