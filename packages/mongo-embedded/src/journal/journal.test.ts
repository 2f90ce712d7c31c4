import { appendFileSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Int32, Long } from 'bson';
import { Engine } from '../engine/database';
import { Collection } from '../engine/collection';
import { DataStore } from './store';
import { JournalWriter } from './journal';
import { LOCK_FILE } from './lock';
import type { FileHandle } from 'node:fs/promises';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'mongo-embedded-journal-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

async function openStore(log: string[] = [], compactBytes?: number) {
  const engine = new Engine();
  const store = await DataStore.open(engine, { dataDir: dir, log: (m) => log.push(m), compactBytes });
  return { engine, store };
}

async function writeDocs(engine: Engine, store: DataStore, from: number, to: number) {
  const coll = engine.ensureCollection('db', 'c');
  for (let i = from; i < to; i++) engine.insert(coll, Collection.prepare({ _id: new Int32(i), v: Long.fromNumber(i * 10) }));
  await store.commit();
}

const journalFile = () => join(dir, readdirSync(dir).filter((f) => f.startsWith('journal-')).sort().pop()!);

test('replays acknowledged writes after a restart', async () => {
  const a = await openStore();
  await writeDocs(a.engine, a.store, 0, 50);
  await a.store.close();
  const b = await openStore();
  expect(b.engine.collection('db', 'c')?.docs.size).toBe(50);
  const doc = b.engine.collection('db', 'c')!.find({ _id: new Int32(7) })[0];
  expect((doc.v as Long).toString()).toBe('70');
  await b.store.close();
});

test('a torn tail is truncated and logged', async () => {
  const a = await openStore();
  await writeDocs(a.engine, a.store, 0, 10);
  await a.store.close();
  const file = journalFile();
  const goodSize = statSync(file).size;
  appendFileSync(file, Buffer.from([200, 0, 0, 0, 1, 2, 3, 4, 5, 6]));
  const log: string[] = [];
  const b = await openStore(log);
  expect(b.engine.collection('db', 'c')?.docs.size).toBe(10);
  expect(log.join('\n')).toMatch(/dropped torn tail of 10 bytes at byte \d+ \(incomplete record;/);
  expect(statSync(file).size).toBe(goodSize);
  await writeDocs(b.engine, b.store, 10, 12);
  await b.store.close();
  const c = await openStore();
  expect(c.engine.collection('db', 'c')?.docs.size).toBe(12);
  await c.store.close();
});

test('a record with a bad checksum ends replay there', async () => {
  const a = await openStore();
  await writeDocs(a.engine, a.store, 0, 5);
  await a.store.close();
  const file = journalFile();
  const buf = readFileSync(file);
  buf[buf.length - 3] ^= 0xff; // inside the last record's payload
  writeFileSync(file, buf);
  const log: string[] = [];
  const b = await openStore(log);
  expect(b.engine.collection('db', 'c')?.docs.size).toBe(4);
  expect(log.join('\n')).toMatch(/checksum mismatch/);
  await b.store.close();
});

test('compaction writes a snapshot, swaps journals and round-trips', async () => {
  const a = await openStore();
  await writeDocs(a.engine, a.store, 0, 200);
  const coll = a.engine.collection('db', 'c')!;
  a.engine.createIndex(coll, { name: 'v_1', key: { v: new Int32(1) }, unique: true });
  a.engine.remove(coll, coll.find({ _id: new Int32(3) })[0]);
  await a.store.commit();
  await a.store.compact();
  await writeDocs(a.engine, a.store, 200, 210);
  await a.store.close();
  const files = readdirSync(dir).sort();
  expect(files).toEqual(['journal-00000002.log', 'snapshot.bin']);
  const b = await openStore();
  const c = b.engine.collection('db', 'c')!;
  expect(c.docs.size).toBe(209);
  expect([...c.indexes.keys()]).toEqual(['v_1']);
  expect(() => c.insert({ _id: new Int32(999), v: Long.fromNumber(50) })).toThrow(/E11000/);
  await b.store.close();
});

test('compaction starts by itself past the size threshold and writers keep going', async () => {
  const { engine, store } = await openStore([], 4096);
  const writes = [];
  for (let i = 0; i < 20; i++) writes.push(writeDocs(engine, store, i * 10, i * 10 + 10));
  await Promise.all(writes);
  for (let i = 0; i < 500 && store.compactions === 0; i++) await new Promise((r) => setTimeout(r, 10));
  expect(store.compactions).toBeGreaterThanOrEqual(1);
  await store.close();
  const b = await openStore();
  expect(b.engine.collection('db', 'c')?.docs.size).toBe(200);
  await b.store.close();
});

test('a second server on the same data directory is refused; a stale lock is taken over', async () => {
  const a = await openStore();
  await expect(openStore()).rejects.toThrow(/already in use by process/);
  await a.store.close();
  writeFileSync(join(dir, LOCK_FILE), '999999\n');
  const log: string[] = [];
  const b = await openStore(log);
  expect(log.join('\n')).toMatch(/taking over stale lock/);
  await b.store.close();
});

test('group commit: concurrent commits share fdatasync calls', async () => {
  let syncs = 0;
  const fake = {
    writev: async (bufs: Buffer[]) => { await new Promise((r) => setTimeout(r, 5)); return { bytesWritten: bufs.reduce((n, b) => n + b.length, 0), buffers: bufs }; },
    datasync: async () => { syncs++; await new Promise((r) => setTimeout(r, 5)); },
    close: async () => {},
  } as unknown as FileHandle;
  const w = new JournalWriter(fake, 1, 0);
  const commits = [];
  for (let i = 0; i < 50; i++) {
    w.append({ op: 'put', i });
    commits.push(w.commit());
  }
  await Promise.all(commits);
  expect(syncs).toBeLessThanOrEqual(2);
});

test('an unknown format version or a foreign file is refused with a clear error', async () => {
  const a = await openStore();
  await writeDocs(a.engine, a.store, 0, 3);
  await a.store.close();
  const file = journalFile();
  const buf = readFileSync(file);
  buf.writeUInt32LE(99, 8);
  writeFileSync(file, buf);
  await expect(openStore()).rejects.toThrow(/format version 99; this build reads version 1/);
  writeFileSync(file, Buffer.from('definitely not a journal file'));
  await expect(openStore()).rejects.toThrow(/is not a mongo-embedded journal file/);
  expect(readdirSync(dir)).not.toContain(LOCK_FILE); // a failed start releases the lock
});

test('a corrupt snapshot is refused rather than loaded partially', async () => {
  const a = await openStore();
  await writeDocs(a.engine, a.store, 0, 20);
  await a.store.compact();
  await a.store.close();
  const snap = join(dir, 'snapshot.bin');
  const buf = readFileSync(snap);
  buf[buf.length - 5] ^= 0xff;
  writeFileSync(snap, buf);
  await expect(openStore()).rejects.toThrow(/snapshot.bin is corrupt \(checksum mismatch/);
});
