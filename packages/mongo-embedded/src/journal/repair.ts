// `mongo-embedded repair`: salvages every valid record of a data directory (snapshot, then live journals, in
// order) into one new journal. The damaged files are moved, untouched, into damaged-<time>/ inside the directory.
import { mkdir, open, readFile, rename } from 'node:fs/promises';
import { join } from 'node:path';
import { Engine, type JournalOp } from '../engine/database';
import { Index } from '../engine/indexes';
import { decodeHeader, encodeHeader, encodeRecord, HEADER_BYTES, JOURNAL_MAGIC, salvageRecords, SNAPSHOT_MAGIC, type Damage } from './format';
import { acquireLock } from './lock';
import { DIR_MODE, ensurePrivateDir, FILE_MODE } from './modes';
import { fsyncDir, removeQuietly, SNAPSHOT_FILE } from './snapshot';
import { journalGenerations, journalName } from './store';

export interface RepairedFile { name: string; records: number; damage: Damage[] }
export interface RepairReport {
  /** the new journal holding every salvaged record */
  journal: string;
  records: number;
  files: RepairedFile[];
  /** where the original files now are */
  keptIn: string;
  /** documents per collection after replaying the salvaged records */
  collections: Record<string, number>;
  /** unique indexes the salvaged data violates (a lost delete can bring back a duplicate) */
  warnings: string[];
}

export async function repairDataDir(dataDir: string, log: (msg: string) => void = () => {}): Promise<RepairReport> {
  await ensurePrivateDir(dataDir, log);
  const lock = acquireLock(dataDir, log);
  try {
    await removeQuietly(join(dataDir, SNAPSHOT_FILE + '.tmp'));
    const files: RepairedFile[] = [];
    const records: Record<string, unknown>[] = [];
    const originals: string[] = [];
    const read = (name: string, buf: Buffer) => {
      const res = salvageRecords(buf);
      files.push({ name, records: res.records.length, damage: res.damage });
      records.push(...res.records);
    };
    let base = 1;
    const snap = await readFile(join(dataDir, SNAPSHOT_FILE)).catch(() => undefined);
    if (snap) {
      base = decodeHeader(snap, SNAPSHOT_MAGIC, SNAPSHOT_FILE);
      read(SNAPSHOT_FILE, snap);
      originals.push(SNAPSHOT_FILE);
    }
    const gens = await journalGenerations(dataDir);
    for (const gen of gens) {
      originals.push(journalName(gen));
      if (gen < base) continue; // already contained in the snapshot
      const buf = await readFile(join(dataDir, journalName(gen)));
      if (buf.length < HEADER_BYTES) continue;
      decodeHeader(buf, JOURNAL_MAGIC, journalName(gen));
      read(journalName(gen), buf);
    }
    const { collections, warnings } = verify(records);
    const gen = Math.max(base, ...gens) + 1;
    const journal = await writeJournal(dataDir, gen, records);
    const keptIn = join(dataDir, `damaged-${new Date().toISOString().replace(/[:.]/g, '-')}`);
    await mkdir(keptIn, { mode: DIR_MODE });
    for (const name of originals) await rename(join(dataDir, name), join(keptIn, name));
    await fsyncDir(keptIn);
    await fsyncDir(dataDir);
    return { journal, records: records.length, files, keptIn, collections, warnings };
  } finally {
    lock.release();
  }
}

/** Replays the records into a fresh engine, as the next start will, and checks the unique indexes. */
function verify(records: Record<string, unknown>[]): { collections: Record<string, number>; warnings: string[] } {
  const engine = new Engine();
  for (const r of records) engine.apply(r as unknown as JournalOp);
  const collections: Record<string, number> = {};
  const warnings: string[] = [];
  for (const colls of engine.dbs.values()) {
    for (const coll of colls.values()) {
      collections[coll.ns] = coll.docs.size;
      for (const index of coll.indexes.values()) {
        try {
          if (index.spec.unique) new Index(index.spec).build(coll.docs, coll.ns, true);
        } catch (err) {
          warnings.push((err as Error).message);
        }
      }
    }
  }
  return { collections, warnings };
}

/** Writes the new journal next to the old files (temp name, fsync, rename): a crash leaves them all in place. */
async function writeJournal(dataDir: string, gen: number, records: Record<string, unknown>[]): Promise<string> {
  const path = join(dataDir, journalName(gen));
  const fh = await open(path + '.tmp', 'w', FILE_MODE);
  try {
    await fh.chmod(FILE_MODE);
    await fh.write(encodeHeader(JOURNAL_MAGIC, gen));
    for (let i = 0; i < records.length; i += 1000) await fh.writev(records.slice(i, i + 1000).map((r) => encodeRecord(r)));
    await fh.sync();
  } finally {
    await fh.close();
  }
  await rename(path + '.tmp', path);
  await fsyncDir(dataDir);
  return path;
}
