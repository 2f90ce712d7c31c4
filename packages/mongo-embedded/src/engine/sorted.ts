// A sorted list kept as a sequence of small sorted chunks, so inserts and removes cost O(chunk size)
// instead of shifting one huge array (which made indexed inserts quadratic).
const MAX_CHUNK = 512;

export class SortedList<T> {
  private chunks: T[][] = [];
  private count = 0;

  constructor(private readonly cmp: (a: T, b: T) => number) {}

  get length(): number {
    return this.count;
  }

  /** Replaces the content with already sorted items. */
  load(sorted: T[]): void {
    this.chunks = [];
    for (let i = 0; i < sorted.length; i += MAX_CHUNK / 2) this.chunks.push(sorted.slice(i, i + MAX_CHUNK / 2));
    this.count = sorted.length;
  }

  /** Chunk that holds (or would hold) the first item for which pred is true; pred must be monotonic. */
  private chunkFor(pred: (item: T) => boolean): number {
    let lo = 0;
    let hi = this.chunks.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      const chunk = this.chunks[mid];
      if (pred(chunk[chunk.length - 1])) hi = mid;
      else lo = mid + 1;
    }
    return lo;
  }

  private static firstIn<T>(chunk: T[], pred: (item: T) => boolean): number {
    let lo = 0;
    let hi = chunk.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (pred(chunk[mid])) hi = mid;
      else lo = mid + 1;
    }
    return lo;
  }

  /** Global position of the first item for which pred holds (length if none). */
  firstIndex(pred: (item: T) => boolean): number {
    const c = this.chunkFor(pred);
    let pos = 0;
    for (let i = 0; i < c; i++) pos += this.chunks[i].length;
    return c < this.chunks.length ? pos + SortedList.firstIn(this.chunks[c], pred) : pos;
  }

  insert(item: T): void {
    const c = Math.min(this.chunkFor((x) => this.cmp(x, item) >= 0), this.chunks.length - 1);
    if (c < 0) {
      this.chunks.push([item]);
    } else {
      const chunk = this.chunks[c];
      chunk.splice(SortedList.firstIn(chunk, (x) => this.cmp(x, item) >= 0), 0, item);
      if (chunk.length > MAX_CHUNK) this.chunks.splice(c, 1, chunk.slice(0, MAX_CHUNK / 2), chunk.slice(MAX_CHUNK / 2));
    }
    this.count++;
  }

  /** Removes the item comparing equal to `item`; returns whether one was found. */
  remove(item: T): boolean {
    const c = this.chunkFor((x) => this.cmp(x, item) >= 0);
    if (c >= this.chunks.length) return false;
    const chunk = this.chunks[c];
    const i = SortedList.firstIn(chunk, (x) => this.cmp(x, item) >= 0);
    if (i >= chunk.length || this.cmp(chunk[i], item) !== 0) return false;
    chunk.splice(i, 1);
    if (chunk.length === 0) this.chunks.splice(c, 1);
    this.count--;
    return true;
  }

  /**
   * Items at global positions [start, end) one at a time, in order (or reversed), then undefined: for a walk that
   * takes turns between several ranges. The list must not change while it is read (every walk is synchronous).
   */
  cursor(start: number, end: number, reverse = false): () => T | undefined {
    let remaining = Math.max(0, end - start);
    let c = 0;
    let offset = reverse ? end - 1 : start;
    while (remaining > 0 && offset >= this.chunks[c].length) offset -= this.chunks[c++].length;
    return () => {
      if (remaining <= 0) return undefined;
      remaining--;
      const item = this.chunks[c][offset];
      if (reverse) {
        if (--offset < 0 && c > 0) offset = this.chunks[--c].length - 1;
      } else if (++offset >= this.chunks[c].length) {
        c++;
        offset = 0;
      }
      return item;
    };
  }

  /** Visits items at global positions [start, end) in order (or reversed); stops when fn returns false. */
  forEach(start: number, end: number, fn: (item: T) => boolean | void, reverse = false): void {
    if (start >= end) return;
    let pos = 0;
    const walk = reverse ? [...this.chunks].reverse() : this.chunks;
    const total = this.count;
    for (const chunk of walk) {
      const chunkStart = reverse ? total - pos - chunk.length : pos;
      pos += chunk.length;
      const from = Math.max(start, chunkStart) - chunkStart;
      const to = Math.min(end, chunkStart + chunk.length) - chunkStart;
      if (from >= to) continue;
      if (reverse) {
        for (let i = to - 1; i >= from; i--) if (fn(chunk[i]) === false) return;
      } else {
        for (let i = from; i < to; i++) if (fn(chunk[i]) === false) return;
      }
    }
  }
}
