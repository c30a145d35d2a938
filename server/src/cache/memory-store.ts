/**
 * The response cache's in-process store: strings bounded by total length, each with a time to
 * live, least recently read dropped first. Synchronous, so a cache hit answered before Express
 * costs no promise (Apollo's InMemoryLRUCache keeps the same rules behind an async API).
 */
export class MemoryStore {
  private readonly entries = new Map<string, { value: string; expires: number }>();
  private size = 0;

  constructor(private readonly maxSize: number) {}

  get(key: string): string | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    if (entry.expires <= Date.now()) {
      this.size -= entry.value.length;
      return undefined;
    }
    this.entries.set(key, entry);
    return entry.value;
  }

  /** `ttlSeconds` 0 or absent: kept until pushed out. */
  set(key: string, value: string, ttlSeconds?: number): void {
    this.delete(key);
    if (value.length > this.maxSize) return;
    this.entries.set(key, { value, expires: ttlSeconds ? Date.now() + ttlSeconds * 1000 : Infinity });
    this.size += value.length;
    for (const [oldest, entry] of this.entries) {
      if (this.size <= this.maxSize) break;
      this.entries.delete(oldest);
      this.size -= entry.value.length;
    }
  }

  delete(key: string): boolean {
    const entry = this.entries.get(key);
    if (!entry) return false;
    this.entries.delete(key);
    this.size -= entry.value.length;
    return true;
  }
}
