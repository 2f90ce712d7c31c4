// The server in a worker thread (what the API's `npm start` uses): start, serve, stop with the journal
// flushed and the lock released, start errors surfaced, and kill -9 losing no acknowledged write.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MongoClient } from 'mongodb';
import { startEmbeddedMongo, startEmbeddedMongoWorker } from '../src/index';
import { canonicalKey } from '../src/engine/values';
import { LOCK_FILE } from '../src/journal/lock';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'mongo-embedded-worker-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

test('serves over TCP, stops with the journal flushed and the lock released', async () => {
  const logs: string[] = [];
  const server = await startEmbeddedMongoWorker({ dataDir: dir, log: (m) => logs.push(m) });
  expect(server.uri).toMatch(/^mongodb:\/\/127\.0\.0\.1:\d+\/$/);
  expect(existsSync(join(dir, LOCK_FILE))).toBe(true);
  const client = await new MongoClient(server.uri).connect();
  await client.db('w').collection('c').insertMany([{ n: 1 }, { n: 2 }]);
  await client.db('w').collection('c').updateOne({ n: 2 }, { $set: { n: 3 } });
  await client.close();
  await Promise.all([server.stop(), server.stop()]);
  expect(existsSync(join(dir, LOCK_FILE))).toBe(false);

  // the same directory opens again (in-thread this time) with every write in it
  const again = await startEmbeddedMongo({ dataDir: dir, log: () => {} });
  const coll = again.engine.collection('w', 'c')!;
  expect([...coll.docs.values()].map((d) => Number(d.n))).toEqual([1, 3]);
  await again.stop();
});

test('a held lock and a busy port are reported as start errors', async () => {
  const holder = await startEmbeddedMongo({ dataDir: dir, log: () => {} });
  await expect(startEmbeddedMongoWorker({ dataDir: dir, log: () => {} })).rejects.toThrow(/already in use by process \d+/);
  const other = mkdtempSync(join(tmpdir(), 'mongo-embedded-worker2-'));
  try {
    await expect(startEmbeddedMongoWorker({ dataDir: other, port: holder.port, log: () => {} })).rejects.toThrow(/EADDRINUSE/);
    expect(existsSync(join(other, LOCK_FILE))).toBe(false);
  } finally {
    rmSync(other, { recursive: true, force: true });
  }
  await holder.stop();
});

/** A child process running the worker server and printing each acknowledged insert. */
const CHILD = `
const { MongoClient } = require('mongodb');
const { startEmbeddedMongoWorker } = require(${JSON.stringify(join(__dirname, '../src/index.ts'))});
(async () => {
  const server = await startEmbeddedMongoWorker({ dataDir: process.argv[1], log: () => {} });
  const client = await new MongoClient(server.uri, { maxPoolSize: 8 }).connect();
  const coll = client.db('crash').collection('c');
  await Promise.all(Array.from({ length: 8 }, async (_, w) => {
    for (let i = 0; ; i++) {
      await coll.insertOne({ _id: w + '-' + i });
      process.stdout.write(w + '-' + i + '\\n');
    }
  }));
})();
`;

test('kill -9 of the process keeps every acknowledged write', async () => {
  const child = spawn(process.execPath, ['--import', 'tsx', '-e', CHILD, dir], { stdio: ['ignore', 'pipe', 'inherit'] });
  const acked: string[] = [];
  let buffer = '';
  await new Promise<void>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`writer process exited with ${code} after ${acked.length} writes`)));
    child.stdout.on('data', (d: Buffer) => {
      buffer += d.toString();
      const lines = buffer.split('\n');
      buffer = lines.pop()!;
      acked.push(...lines);
      if (acked.length >= 300) resolve();
    });
  });
  child.kill('SIGKILL');
  await new Promise((r) => child.once('exit', r));
  const server = await startEmbeddedMongo({ dataDir: dir, log: () => {} });
  const stored = server.engine.collection('crash', 'c')!;
  const missing = acked.filter((id) => !stored.docs.has(canonicalKey(id)));
  expect(missing).toEqual([]);
  await server.stop();
}, 60_000);
