// Snapshot files: the whole state as a sequence of journal records, written to a temp file,
// fsync'ed, renamed over the old snapshot, then the directory is fsync'ed so the rename is durable.
import { open, rename, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import type { Engine, JournalOp } from '../engine/database';
import { peekBytes } from '../wire/raw-bson';
import { encodeHeader, encodeRecord, SNAPSHOT_MAGIC } from './format';
import { FILE_MODE } from './modes';

export const SNAPSHOT_FILE = 'snapshot.bin';

/** Cheap, synchronous capture: stored documents are immutable, so copying references is a consistent view. */
export function captureState(engine: Engine): JournalOp[][] {
  const parts: JournalOp[][] = [];
  for (const [db, colls] of engine.dbs) {
    for (const coll of colls.values()) {
      const ops: JournalOp[] = [{ op: 'create', db, c: coll.name, options: coll.options }];
      for (const doc of coll.docs.values()) ops.push({ op: 'put', db, c: coll.name, doc });
      // indexes last: loading then builds each index with one sort instead of one insert per document
      for (const index of coll.indexes.values()) ops.push({ op: 'index', db, c: coll.name, spec: index.spec });
      parts.push(ops);
    }
  }
  return parts;
}

export async function fsyncDir(dir: string): Promise<void> {
  const fh = await open(dir, 'r');
  try {
    await fh.sync();
  } finally {
    await fh.close();
  }
}

/** Writes the snapshot in chunks, yielding to the event loop so readers and writers keep being served. */
export async function writeSnapshot(dataDir: string, generation: number, state: JournalOp[][]): Promise<void> {
  const tmp = join(dataDir, SNAPSHOT_FILE + '.tmp');
  const fh = await open(tmp, 'w', FILE_MODE);
  await fh.chmod(FILE_MODE);
  try {
    await fh.write(encodeHeader(SNAPSHOT_MAGIC, generation));
    let chunk: Buffer[] = [];
    let size = 0;
    for (const ops of state) {
      for (const op of ops) {
        const rec = encodeRecord(op as unknown as Record<string, unknown>, peekBytes);
        chunk.push(rec);
        size += rec.length;
        if (size > 1 << 20) {
          await fh.writev(chunk);
          chunk = [];
          size = 0;
        }
      }
    }
    if (chunk.length) await fh.writev(chunk);
    await fh.sync();
  } finally {
    await fh.close();
  }
  await rename(tmp, join(dataDir, SNAPSHOT_FILE));
  await fsyncDir(dataDir);
}

export async function removeQuietly(path: string): Promise<void> {
  try {
    await unlink(path);
  } catch { /* not there */ }
}
