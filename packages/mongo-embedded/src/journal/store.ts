// The data directory: lock, snapshot + journals replayed on start, group-committed appends, compaction.
import { mkdir, open, readdir, readFile, truncate } from 'node:fs/promises';
import { join } from 'node:path';
import type { Engine, JournalOp } from '../engine/database';
import { decodeHeader, decodeRecords, encodeHeader, HEADER_BYTES, JOURNAL_MAGIC, SNAPSHOT_MAGIC } from './format';
import { JournalWriter } from './journal';
import { acquireLock, type Lock } from './lock';
import { captureState, fsyncDir, removeQuietly, SNAPSHOT_FILE, writeSnapshot } from './snapshot';

export interface StoreOptions {
  dataDir: string;
  /** fdatasync before acknowledging writes (default true) */
  sync?: boolean;
  /** compact when the live journal grows past this many bytes (default 64 MiB) */
  compactBytes?: number;
  log?: (msg: string) => void;
}

const journalName = (gen: number) => `journal-${String(gen).padStart(8, '0')}.log`;

async function journalGenerations(dir: string): Promise<number[]> {
  const names = await readdir(dir);
  return names
    .map((n) => /^journal-(\d{8})\.log$/.exec(n))
    .filter((m): m is RegExpExecArray => m !== null)
    .map((m) => Number(m[1]))
    .sort((a, b) => a - b);
}

async function createJournal(dir: string, gen: number, sync: boolean) {
  const fh = await open(join(dir, journalName(gen)), 'w');
  await fh.write(encodeHeader(JOURNAL_MAGIC, gen));
  if (sync) {
    await fh.datasync();
    await fsyncDir(dir);
  }
  await fh.close();
  return open(join(dir, journalName(gen)), 'a');
}

export class DataStore {
  private compacting: Promise<void> | undefined;
  compactions = 0;

  private constructor(
    private readonly engine: Engine,
    private readonly opts: Required<StoreOptions>,
    private readonly writer: JournalWriter,
    private readonly lock: Lock,
  ) {}

  static async open(engine: Engine, options: StoreOptions): Promise<DataStore> {
    const opts: Required<StoreOptions> = {
      dataDir: options.dataDir,
      sync: options.sync ?? true,
      compactBytes: options.compactBytes ?? 64 * 1024 * 1024,
      log: options.log ?? (() => {}),
    };
    await mkdir(opts.dataDir, { recursive: true });
    const lock = acquireLock(opts.dataDir, opts.log);
    try {
      const writer = await recover(engine, opts);
      const store = new DataStore(engine, opts, writer, lock);
      engine.sink = (op) => writer.append(op as unknown as Record<string, unknown>);
      return store;
    } catch (err) {
      lock.release();
      throw err;
    }
  }

  /** Resolves when every change made so far is durable; then maybe starts a background compaction. */
  async commit(): Promise<void> {
    await this.writer.commit();
    if (this.writer.bytes > this.opts.compactBytes && !this.compacting) {
      this.compact().catch((err) => this.opts.log(`mongo-embedded: compaction failed: ${(err as Error).message}`));
    }
  }

  get journalBytes(): number {
    return this.writer.bytes;
  }

  compact(): Promise<void> {
    this.compacting ??= this.runCompaction().finally(() => (this.compacting = undefined));
    return this.compacting;
  }

  private async runCompaction(): Promise<void> {
    const { dataDir, sync } = this.opts;
    const gen = this.writer.generation + 1;
    const fh = await createJournal(dataDir, gen, sync);
    do await this.writer.drain(); while (this.writer.flushInProgress);
    // Synchronous from here to captureState: new writes go to the new journal, and the snapshot
    // holds everything before it. Records replayed twice are harmless: every record is idempotent.
    const old = this.writer.swap(fh, gen, HEADER_BYTES);
    const state = captureState(this.engine);
    await old.close();
    await writeSnapshot(dataDir, gen, state);
    for (const g of await journalGenerations(dataDir)) if (g < gen) await removeQuietly(join(dataDir, journalName(g)));
    this.compactions++;
  }

  async close(): Promise<void> {
    try {
      if (this.compacting) await this.compacting.catch(() => {});
      await this.writer.close();
    } finally {
      this.engine.sink = undefined;
      this.lock.release();
    }
  }
}

async function recover(engine: Engine, opts: Required<StoreOptions>): Promise<JournalWriter> {
  const { dataDir, log } = opts;
  await removeQuietly(join(dataDir, SNAPSHOT_FILE + '.tmp'));
  let base = 1;
  const snap = await readFile(join(dataDir, SNAPSHOT_FILE)).catch(() => undefined);
  if (snap) {
    base = decodeHeader(snap, SNAPSHOT_MAGIC, SNAPSHOT_FILE);
    const res = decodeRecords(snap);
    if (res.problem) throw new Error(`mongo-embedded: ${SNAPSHOT_FILE} is corrupt (${res.problem} at byte ${res.validEnd})`);
    for (const r of res.records) engine.apply(r as unknown as JournalOp);
  }
  const gens = await journalGenerations(dataDir);
  for (const g of gens) if (g < base) await removeQuietly(join(dataDir, journalName(g)));
  const live = gens.filter((g) => g >= base);
  for (const [i, g] of live.entries()) await replayJournal(engine, dataDir, g, i === live.length - 1, log);
  const gen = live.length ? live[live.length - 1] : base;
  const fh = live.length ? await open(join(dataDir, journalName(gen)), 'a') : await createJournal(dataDir, gen, opts.sync);
  const { size } = await fh.stat();
  return new JournalWriter(fh, gen, size, opts.sync);
}

async function replayJournal(engine: Engine, dir: string, gen: number, last: boolean, log: (m: string) => void) {
  const path = join(dir, journalName(gen));
  const buf = await readFile(path);
  if (buf.length < HEADER_BYTES) {
    // crashed while creating the file: nothing in it was ever acknowledged
    const fh = await open(path, 'w');
    await fh.write(encodeHeader(JOURNAL_MAGIC, gen));
    await fh.close();
    return;
  }
  decodeHeader(buf, JOURNAL_MAGIC, journalName(gen));
  const res = decodeRecords(buf);
  for (const r of res.records) engine.apply(r as unknown as JournalOp);
  if (res.problem) {
    const dropped = buf.length - res.validEnd;
    log(`mongo-embedded: journal ${journalName(gen)}: dropped torn tail of ${dropped} bytes (${res.problem})${last ? '' : ' in a journal that is not the newest'}`);
    await truncate(path, res.validEnd);
  }
}
