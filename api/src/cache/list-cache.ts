/**
 * Serialised responses per owner and query, valid while the revision stamp they were built under is unchanged
 * (revisions.ts). Bounded by total bytes and by number of entries (least recently used first out) and by age, so
 * that even a write made by a process that failed before replacing the stamp is seen within `maxAgeMs`.
 */
export interface CachedList {
  stamp: string;
  body: Buffer;
  headers: Record<string, string>;
  at: number;
  /** this entry among every entry ever kept in the process: a replay (cache/replay.ts) is of one entry only */
  serial: number;
}

let serials = 0;

export interface ListCacheOptions {
  maxBytes?: number;
  maxEntries?: number;
  maxEntryBytes?: number;
  maxAgeMs?: number;
  now?: () => number;
}

export class ListCache {
  private readonly entries = new Map<string, CachedList>();
  private bytes = 0;
  private readonly maxBytes: number;
  private readonly maxEntries: number;
  private readonly maxEntryBytes: number;
  private readonly maxAgeMs: number;
  private readonly now: () => number;

  constructor(o: ListCacheOptions = {}) {
    this.maxBytes = o.maxBytes ?? 64 * 1024 * 1024;
    this.maxEntries = o.maxEntries ?? Number.POSITIVE_INFINITY;
    this.maxEntryBytes = o.maxEntryBytes ?? 8 * 1024 * 1024;
    this.maxAgeMs = o.maxAgeMs ?? 60_000;
    this.now = o.now ?? Date.now;
  }

  /** The entry for `key` if it was built under `stamp` and is young enough; it becomes the most recently used. */
  get(key: string, stamp: string): CachedList | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.stamp !== stamp || this.now() - entry.at > this.maxAgeMs) {
      this.remove(key);
      return undefined;
    }
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry;
  }

  /** Keeps `value` under `key` and returns the kept entry; undefined when the body is too large to keep. */
  set(key: string, value: Omit<CachedList, 'at' | 'serial'>): CachedList | undefined {
    this.remove(key);
    if (value.body.length > this.maxEntryBytes) return undefined;
    serials += 1;
    const entry = { ...value, at: this.now(), serial: serials };
    this.entries.set(key, entry);
    this.bytes += value.body.length;
    for (const [oldest] of this.entries) {
      if (this.bytes <= this.maxBytes && this.entries.size <= this.maxEntries) break;
      this.remove(oldest);
    }
    return this.entries.get(key);
  }

  /** Whether a body of `bytes` may be kept (a larger list is streamed on every request instead). */
  fits(bytes: number): boolean {
    return bytes <= this.maxEntryBytes;
  }

  /** Drops every entry whose key starts with `prefix` (one owner's lists after a write in this process). */
  dropPrefix(prefix: string): void {
    for (const key of [...this.entries.keys()]) if (key.startsWith(prefix)) this.remove(key);
  }

  get size(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.bytes };
  }

  private remove(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.bytes -= entry.body.length;
    this.entries.delete(key);
  }
}
