// Data files are owner-only: the directory 0700; journal, snapshot and lock 0600, whatever the umask.
import { chmodSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Int32 } from 'bson';
import { Collection } from '../engine/collection';
import { Engine } from '../engine/database';
import { LOCK_FILE } from './lock';
import { repairDataDir } from './repair';
import { DataStore } from './store';

let root: string;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'mongo-embedded-modes-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const mode = (path: string) => statSync(path).mode & 0o777;

test('a new data directory is 0700 and every file in it 0600, even under umask 000', async () => {
  const dir = join(root, 'a', 'db');
  const old = process.umask(0);
  try {
    const engine = new Engine();
    const store = await DataStore.open(engine, { dataDir: dir, sync: false });
    expect(mode(join(dir, LOCK_FILE))).toBe(0o600);
    engine.insert(engine.ensureCollection('d', 'c'), Collection.prepare({ _id: new Int32(1) }));
    await store.commit();
    await store.compact();
    await store.close();
    expect(mode(dir)).toBe(0o700);
    expect(readdirSync(dir).sort()).toEqual(['journal-00000002.log', 'snapshot.bin']);
    for (const f of readdirSync(dir)) expect([f, mode(join(dir, f))]).toEqual([f, 0o600]);
    await repairDataDir(dir);
    expect(mode(join(dir, 'journal-00000003.log'))).toBe(0o600);
    expect(mode(join(dir, readdirSync(dir).find((f) => f.startsWith('damaged-'))!))).toBe(0o700);
  } finally {
    process.umask(old);
  }
});

test('a directory and files left readable by an older version are tightened on start, and logged', async () => {
  const dir = join(root, 'db');
  mkdirSync(dir, { mode: 0o755 });
  chmodSync(dir, 0o755);
  writeFileSync(join(dir, 'snapshot.bin.tmp'), 'x', { mode: 0o644 });
  writeFileSync(join(dir, 'journal-00000001.log'), '', { mode: 0o644 });
  chmodSync(join(dir, 'journal-00000001.log'), 0o644);
  const log: string[] = [];
  const store = await DataStore.open(new Engine(), { dataDir: dir, sync: false, log: (m) => log.push(m) });
  await store.close();
  expect(mode(dir)).toBe(0o700);
  expect(mode(join(dir, 'journal-00000001.log'))).toBe(0o600);
  expect(log.join('\n')).toMatch(/journal-00000001\.log was readable by others \(mode 644\); now 600/);
});
