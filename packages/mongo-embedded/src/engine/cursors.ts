// Server-side cursors: materialised result lists handed out in batches, like mongod's find/getMore.
import { BSON, Long } from 'bson';
import { storedBytes } from '../wire/raw-bson';
import { fail } from './errors';
import type { Doc } from './values';

export const DEFAULT_FIRST_BATCH = 101;
export const MAX_BATCH_BYTES = 16 * 1024 * 1024;
export const CURSOR_TIMEOUT_MS = 10 * 60 * 1000;

type Encode = (doc: Doc) => Uint8Array;

interface OpenCursor { ns: string; docs: Doc[]; pos: number; lastUsed: number; encode: Encode }

/** A batch's documents and their BSON (replies are built from the bytes). */
export interface Batch { id: Long; docs: Doc[]; bytes: Uint8Array[] }

// Stored documents (find/aggregate results without projection or later stages) reuse their cached bytes.
const oneOff: Encode = (doc) => BSON.serialize(doc);

export class CursorManager {
  private readonly open = new Map<bigint, OpenCursor>();
  private counter = 0n;
  private readonly timer: NodeJS.Timeout;

  constructor(private readonly timeoutMs = CURSOR_TIMEOUT_MS) {
    this.timer = setInterval(() => this.reap(), Math.min(60_000, timeoutMs));
    this.timer.unref();
  }

  get size(): number {
    return this.open.size;
  }

  /** Takes up to `count` documents (0 = no count limit) and at most 16 MiB; always at least one if any remain. */
  private take(cursor: OpenCursor, count: number): { docs: Doc[]; bytes: Uint8Array[] } {
    const docs: Doc[] = [];
    const bytes: Uint8Array[] = [];
    let size = 0;
    while (cursor.pos < cursor.docs.length && (count === 0 || docs.length < count)) {
      const doc = cursor.docs[cursor.pos];
      const encoded = cursor.encode(doc);
      size += encoded.length;
      if (docs.length > 0 && size > MAX_BATCH_BYTES) break;
      docs.push(doc);
      bytes.push(encoded);
      cursor.pos++;
    }
    return { docs, bytes };
  }

  /** First batch; a cursor stays open only if documents remain and singleBatch was not asked for. */
  first(ns: string, docs: Doc[], batchSize: number, singleBatch: boolean, stored = false): Batch {
    const cursor: OpenCursor = { ns, docs, pos: 0, lastUsed: Date.now(), encode: stored ? storedBytes : oneOff };
    // batchSize 0 on find/aggregate opens the cursor without returning documents (getMore's 0 means "no limit")
    const batch = batchSize === 0 ? { docs: [], bytes: [] } : this.take(cursor, batchSize);
    if (singleBatch || cursor.pos >= docs.length) return { id: Long.ZERO, ...batch };
    // Like mongod's, ids are large 63-bit values, so drivers keep them as Long instead of promoting to number.
    const id = (1n << 61n) | (BigInt(Math.floor(Math.random() * 2 ** 28)) << 32n) | ++this.counter;
    this.open.set(id, cursor);
    return { id: Long.fromBigInt(id), ...batch };
  }

  more(id: Long, ns: string, batchSize: number): Batch {
    const key = id.toBigInt();
    const cursor = this.open.get(key);
    if (!cursor) fail('CursorNotFound', `cursor id ${key} not found`);
    if (cursor.ns !== ns) fail('Unauthorized', `Requested getMore on namespace '${ns}', but cursor belongs to a different namespace ${cursor.ns}`);
    cursor.lastUsed = Date.now();
    const batch = this.take(cursor, batchSize);
    if (cursor.pos >= cursor.docs.length) {
      this.open.delete(key);
      return { id: Long.ZERO, ...batch };
    }
    return { id, ...batch };
  }

  kill(id: Long): boolean {
    return this.open.delete(id.toBigInt());
  }

  reap(now = Date.now()): number {
    let n = 0;
    for (const [id, c] of this.open) {
      if (now - c.lastUsed > this.timeoutMs) {
        this.open.delete(id);
        n++;
      }
    }
    return n;
  }

  close(): void {
    clearInterval(this.timer);
    this.open.clear();
  }
}
