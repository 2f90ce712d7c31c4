// The data directory: lock, snapshot + journals replayed on start, group-committed appends, compaction.
import { open, readdir, readFile, truncate, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Engine, JournalOp } from '../engine/database';
import { decodeHeader, decodeRecords, encodeHeader, HEADER_BYTES, JOURNAL_MAGIC, nextValidRecord, SNAPSHOT_MAGIC } from './format';
import { JournalWriter } from './journal';
import { acquireLock, type Lock } from './lock';
import { ensurePrivateDir, FILE_MODE } from './modes';
import { captureState, fsyncDir, removeQuietly, SNAPSHOT_FILE, writeSnapshot } from './snapshot';

export interface StoreOptions {
  dataDir: string;
  /** fdatasync before acknowledging writes (default true) */
  sync?: boolean;
  /** compact when the live journal grows past this many bytes (default 64 MiB) */
  compactBytes?: number;
  log?: (msg: string) => void;
}

export const journalName = (gen: number) => `journal-${String(gen).padStart(8, '0')}.log`;

export async function journalGenerations(dir: string): Promise<number[]> {
  const names = await readdir(dir);
  return names
    .map((n) => /^journal-(\d{8})\.log$/.exec(n))
    .filter((m): m is RegExpExecArray => m !== null)
    .map((m) => Number(m[1]))
    .sort((a, b) => a - b);
}

async function createJournal(dir: string, gen: number, sync: boolean) {
  const fh = await open(join(dir, journalName(gen)), 'w', FILE_MODE);
  await fh.chmod(FILE_MODE);
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
    await ensurePrivateDir(opts.dataDir, opts.log);
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
    if (res.problem) throw new Error(`mongo-embedded: ${join(dataDir, SNAPSHOT_FILE)} is corrupt (${res.problem} at byte ${res.validEnd}); run \`npx mongo-embedded repair --data ${dataDir}\` to salvage its valid records`);
    for (const r of res.records) engine.apply(r as unknown as JournalOp);
  }
  const gens = await journalGenerations(dataDir);
  for (const g of gens) if (g < base) await removeQuietly(join(dataDir, journalName(g)));
  const live = gens.filter((g) => g >= base);
  await replayJournals(engine, dataDir, live, log);
  const gen = live.length ? live[live.length - 1] : base;
  const fh = live.length ? await open(join(dataDir, journalName(gen)), 'a') : await createJournal(dataDir, gen, opts.sync);
  const { size } = await fh.stat();
  return new JournalWriter(fh, gen, size, opts.sync);
}

interface TornTail { path: string; validEnd: number; dropped: number; problem: string }

/**
 * Replays the live journals in order as one log. Damage is a torn tail (dropped, logged) only when no valid record
 * follows it, in its own file or a later one; anything else refuses the start and leaves the files untouched.
 */
async function replayJournals(engine: Engine, dir: string, gens: number[], log: (m: string) => void): Promise<void> {
  let torn: TornTail | undefined;
  for (const gen of gens) {
    const path = join(dir, journalName(gen));
    const buf = await readFile(path);
    if (buf.length < HEADER_BYTES) {
      // crashed while creating the file: nothing in it was ever acknowledged
      await writeFile(path, encodeHeader(JOURNAL_MAGIC, gen), { mode: FILE_MODE });
      continue;
    }
    decodeHeader(buf, JOURNAL_MAGIC, journalName(gen));
    const res = decodeRecords(buf);
    if (torn && res.records.length > 0) throw damaged(dir, torn.path, torn.validEnd, torn.problem, `${path} byte ${HEADER_BYTES}`);
    if (res.problem) {
      const next = nextValidRecord(buf, res.validEnd);
      if (next !== undefined) throw damaged(dir, path, res.validEnd, res.problem, `byte ${next}`);
      torn = { path, validEnd: res.validEnd, dropped: buf.length - res.validEnd, problem: res.problem };
    }
    for (const r of res.records) engine.apply(r as unknown as JournalOp);
  }
  if (torn) {
    log(`mongo-embedded: journal ${torn.path}: dropped torn tail of ${torn.dropped} bytes at byte ${torn.validEnd} (${torn.problem}; no valid record follows)`);
    await truncate(torn.path, torn.validEnd);
  }
}

function damaged(dir: string, path: string, offset: number, problem: string, next: string): Error {
  return new Error(
    `mongo-embedded: journal ${path} is damaged at byte ${offset} (${problem}) and valid records follow at ${next}. ` +
    'Refusing to start so that nothing after the damage is lost; the files were left untouched. ' +
    `Run \`npx mongo-embedded repair --data ${dir}\` to salvage every valid record into a new journal (see its README).`,
  );
}
