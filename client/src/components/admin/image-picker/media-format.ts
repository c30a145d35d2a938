/** A file size as people read it: "640 kB", "2.4 MB". */
export function formatBytes(bytes: number): string {
  // Binary units, as the upload limit's message counts them.
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} kB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** The smallest file of a srcset ("a.jpg 320w, b.jpg 640w"), for thumbnails; the fallback when it is empty. */
export function smallestSource(srcset: string, fallback: string): string {
  const candidates = srcset
    .split(",")
    .map((part) => part.trim().split(/\s+/))
    .filter((parts): parts is [string, string] => parts.length === 2 && parts[1]!.endsWith("w"))
    .map(([url, width]) => ({ url, width: Number.parseInt(width, 10) }))
    .sort((a, b) => a.width - b.width);
  return candidates[0]?.url ?? fallback;
}
