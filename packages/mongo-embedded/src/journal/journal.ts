// Append-only journal with group commit: records appended while an fdatasync is in flight are written
// and synced together by the next one, so concurrent writers share fsyncs.
import type { FileHandle } from 'node:fs/promises';
import { encodeRecord } from './format';

interface Waiter { seq: number; resolve: () => void; reject: (e: Error) => void }

export class JournalWriter {
  private pending: Buffer[] = [];
  private appended = 0;
  private durable = 0;
  private waiters: Waiter[] = [];
  private flushing: Promise<void> | undefined;
  private failed: Error | undefined;
  bytes: number;

  constructor(private fh: FileHandle, public generation: number, size: number, private readonly sync = true) {
    this.bytes = size;
  }

  /** Queues a record; it becomes durable at the next commit. */
  append(record: Record<string, unknown>): void {
    const buf = encodeRecord(record);
    this.pending.push(buf);
    this.bytes += buf.length;
    this.appended++;
  }

  /** Resolves once every record appended so far is on disk (written and fdatasync'ed). */
  commit(): Promise<void> {
    if (this.failed) return Promise.reject(this.failed);
    if (this.durable >= this.appended) return Promise.resolve();
    const seq = this.appended;
    const done = new Promise<void>((resolve, reject) => this.waiters.push({ seq, resolve, reject }));
    if (!this.flushing) this.flushing = this.flushLoop();
    return done;
  }

  private async flushLoop(): Promise<void> {
    try {
      while (this.pending.length > 0) {
        const batch = this.pending;
        const seq = this.appended;
        this.pending = [];
        const fh = this.fh;
        const { bytesWritten } = await fh.writev(batch);
        const size = batch.reduce((n, b) => n + b.length, 0);
        // a short write would leave a torn record with later records after it: stop rather than go on
        if (bytesWritten !== size) throw new Error(`short write (${bytesWritten} of ${size} bytes)`);
        if (this.sync) await fh.datasync();
        this.durable = seq;
        this.waiters = this.waiters.filter((w) => (w.seq <= seq ? (w.resolve(), false) : true));
      }
    } catch (err) {
      // After a failed write the file's tail is unknown: refuse all further writes rather than ack them.
      this.failed = new Error(`journal write failed: ${(err as Error).message}`);
      for (const w of this.waiters) w.reject(this.failed);
      this.waiters = [];
    } finally {
      this.flushing = undefined;
    }
  }

  /** Waits until nothing is pending or in flight. */
  async drain(): Promise<void> {
    while (this.pending.length > 0 || this.flushing) {
      if (!this.flushing) this.flushing = this.flushLoop();
      await this.flushing;
      if (this.failed) throw this.failed;
    }
  }

  /** Switches to a new file; the caller must have drained and must do this synchronously with its snapshot. */
  swap(fh: FileHandle, generation: number, size: number): FileHandle {
    const old = this.fh;
    this.fh = fh;
    this.generation = generation;
    this.bytes = size;
    return old;
  }

  get flushInProgress(): boolean {
    return this.flushing !== undefined;
  }

  get broken(): Error | undefined {
    return this.failed;
  }

  async close(): Promise<void> {
    await this.drain();
    await this.fh.close();
  }
}
