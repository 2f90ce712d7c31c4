// Journal damage: a torn or garbage tail is dropped; a bad record with valid records after it refuses the start,
// leaves the file untouched, and `mongo-embedded repair` salvages every valid record.
import { execFile } from 'node:child_process';
import { appendFileSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { Int32 } from 'bson';
import { Collection } from '../engine/collection';
import { Engine } from '../engine/database';
import { HEADER_BYTES } from './format';
import { LOCK_FILE } from './lock';
import { DataStore } from './store';

const BIN = join(__dirname, '../../bin/mongo-embedded.mjs');
let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'mongo-embedded-damage-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

async function openStore(log: string[] = []) {
  const engine = new Engine();
  const store = await DataStore.open(engine, { dataDir: dir, log: (m) => log.push(m), sync: false });
  return { engine, store };
}

/** Writes to-dos 0..n-1 (one record each after the collection's create record) and closes the store. */
async function writeTodos(n: number): Promise<string> {
  const { engine, store } = await openStore();
  const coll = engine.ensureCollection('haru', 'todos');
  for (let i = 0; i < n; i++) engine.insert(coll, Collection.prepare({ _id: new Int32(i), title: `할 일 ${i}` }));
  await store.commit();
  await store.close();
  return join(dir, readdirSync(dir).find((f) => f.startsWith('journal-'))!);
}

function recordOffsets(buf: Buffer): number[] {
  const out: number[] = [];
  for (let pos = HEADER_BYTES; pos < buf.length; pos += 8 + buf.readUInt32LE(pos)) out.push(pos);
  return out;
}

async function survivors(log: string[] = []): Promise<number[]> {
  const { engine, store } = await openStore(log);
  const ids = [...(engine.collection('haru', 'todos')?.docs.values() ?? [])].map((d) => Number(d._id));
  await store.close();
  return ids.sort((a, b) => a - b);
}

const range = (n: number) => Array.from({ length: n }, (_, i) => i);

test('one flipped byte mid-file refuses the start, keeps the file, and repair salvages every other record', async () => {
  const file = await writeTodos(1121);
  const buf = readFileSync(file);
  const offsets = recordOffsets(buf);
  const bad = offsets[401]; // record 401 holds to-do 400 (record 0 creates the collection)
  buf[bad + 20] ^= 0x01;
  writeFileSync(file, buf);

  await expect(openStore()).rejects.toThrow(
    new RegExp(`journal ${file} is damaged at byte ${bad} \\(checksum mismatch\\) and valid records follow at byte ${offsets[402]}.*mongo-embedded repair --data`),
  );
  expect(readFileSync(file).equals(buf)).toBe(true); // untouched, not truncated
  expect(readdirSync(dir)).not.toContain(LOCK_FILE);

  const { stdout } = await promisify(execFile)(process.execPath, [BIN, 'repair', '--data', dir], { timeout: 60_000 });
  expect(stdout).toMatch(/journal-00000001\.log: 1121 records salvaged, \d+ damaged bytes at byte \d+ \(checksum mismatch\)/);
  expect(stdout).toMatch(/haru\.todos: 1120 documents/);
  expect(await survivors()).toEqual(range(1121).filter((i) => i !== 400));
  const kept = readdirSync(dir).find((f) => f.startsWith('damaged-'))!;
  expect(readFileSync(join(dir, kept, 'journal-00000001.log')).equals(buf)).toBe(true);
}, 90_000);

test('a flipped length field mid-file is found too (the next record is found by scanning)', async () => {
  const file = await writeTodos(50);
  const buf = readFileSync(file);
  const bad = recordOffsets(buf)[10];
  buf.writeUInt32LE(7, bad);
  writeFileSync(file, buf);
  await expect(openStore()).rejects.toThrow(/damaged at byte \d+ \(checksum mismatch\) and valid records follow/);
  expect(readFileSync(file).equals(buf)).toBe(true);
});

test('a torn tail (the last record cut short) is dropped: every complete record survives', async () => {
  const file = await writeTodos(100);
  const whole = readFileSync(file);
  const last = recordOffsets(whole).pop()!;
  writeFileSync(file, whole.subarray(0, last + 12));
  const log: string[] = [];
  expect(await survivors(log)).toEqual(range(99));
  expect(log.join('\n')).toMatch(/dropped torn tail of 12 bytes at byte \d+ \(incomplete record; no valid record follows\)/);
  expect(statSync(file).size).toBe(last);
});

test('a final record with a bad checksum (interrupted write) is a torn tail too', async () => {
  const file = await writeTodos(100);
  const buf = readFileSync(file);
  buf[buf.length - 3] ^= 0xff;
  writeFileSync(file, buf);
  expect(await survivors()).toEqual(range(99));
});

test('a garbage tail (random bytes forming no record) is dropped: every record before it survives', async () => {
  const file = await writeTodos(100);
  const size = statSync(file).size;
  let x = 12345;
  const garbage = Buffer.alloc(64 * 1024, 0).map(() => ((x = (x * 1103515245 + 12345) >>> 0) >>> 24));
  appendFileSync(file, garbage);
  const log: string[] = [];
  expect(await survivors(log)).toEqual(range(100));
  expect(log.join('\n')).toMatch(/dropped torn tail of 65536 bytes/);
  expect(statSync(file).size).toBe(size);
});

test('a damaged tail in an older journal with records in a newer one refuses the start', async () => {
  const file = await writeTodos(20);
  appendFileSync(file, Buffer.from([200, 0, 0, 0, 1, 2, 3]));
  const copy = readFileSync(file);
  const other = join(dir, 'journal-00000002.log');
  writeFileSync(other, readFileSync(file).subarray(0, recordOffsets(copy)[2]));
  await expect(openStore()).rejects.toThrow(/journal-00000001\.log is damaged at byte \d+ \(incomplete record header\) and valid records follow at .*journal-00000002\.log/);
  expect(readFileSync(file).equals(copy)).toBe(true);
});
