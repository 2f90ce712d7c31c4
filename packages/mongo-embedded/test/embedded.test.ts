// The in-process API as `npm start` uses it: random port, loopback, persistence across restarts, lock.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import mongoose, { Schema } from 'mongoose';
import { startEmbeddedMongo } from '../src/index';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'mongo-embedded-api-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const schema = new Schema({ email: { type: String, unique: true }, ownerId: String, done: Boolean }, { timestamps: true });
schema.index({ ownerId: 1, createdAt: -1 });

test('data and indexes persist across stop/start; mongoose re-init is harmless', async () => {
  const first = await startEmbeddedMongo({ dataDir: dir, log: () => {} });
  expect(first.uri).toMatch(/^mongodb:\/\/127\.0\.0\.1:\d+\/$/);
  expect(first.port).toBeGreaterThan(0);
  const conn1 = await mongoose.createConnection(first.uri, { dbName: 'haru' }).asPromise();
  const Todo1 = conn1.model('Todo', schema);
  await Todo1.init();
  await Todo1.create([{ email: 'a', ownerId: 'u1' }, { email: 'b', ownerId: 'u2' }]);
  await conn1.close();
  await first.stop();

  const second = await startEmbeddedMongo({ dataDir: dir, log: () => {} });
  const conn2 = await mongoose.createConnection(second.uri, { dbName: 'haru' }).asPromise();
  const Todo2 = conn2.model('Todo', schema);
  await Todo2.init();
  expect(await Todo2.countDocuments({ ownerId: 'u1' })).toBe(1);
  await expect(Todo2.create({ email: 'a' })).rejects.toMatchObject({ code: 11000 });
  const names = (await Todo2.listIndexes()).map((i) => i.name);
  expect(names).toEqual(['_id_', 'email_1', 'ownerId_1_createdAt_-1']);
  await conn2.close();
  await second.stop();
});

test('a second server on the same data directory fails with a clear error', async () => {
  const first = await startEmbeddedMongo({ dataDir: dir, log: () => {} });
  await expect(startEmbeddedMongo({ dataDir: dir, log: () => {} })).rejects.toThrow(/already in use by process \d+/);
  await first.stop();
  const again = await startEmbeddedMongo({ dataDir: dir, log: () => {} });
  await again.stop();
});

test('stop() is idempotent and a busy port is reported', async () => {
  const a = await startEmbeddedMongo({ dataDir: dir, log: () => {} });
  const otherDir = mkdtempSync(join(tmpdir(), 'mongo-embedded-api2-'));
  try {
    await expect(startEmbeddedMongo({ dataDir: otherDir, port: a.port, log: () => {} })).rejects.toThrow(/EADDRINUSE/);
    // the failed start released its lock
    const b = await startEmbeddedMongo({ dataDir: otherDir, log: () => {} });
    await b.stop();
  } finally {
    rmSync(otherDir, { recursive: true, force: true });
  }
  await Promise.all([a.stop(), a.stop()]);
});

test('TTL indexes from mongoose `expires` delete expired documents', async () => {
  const server = await startEmbeddedMongo({ dataDir: dir, log: () => {}, ttlIntervalMs: 50 });
  const conn = await mongoose.createConnection(server.uri, { dbName: 'haru' }).asPromise();
  const Session = conn.model('Session', new Schema({ token: String, createdAt: { type: Date, expires: 60 } }));
  await Session.init();
  await Session.create([{ token: 'old', createdAt: new Date(Date.now() - 120_000) }, { token: 'fresh', createdAt: new Date() }]);
  for (let i = 0; i < 200 && (await Session.countDocuments()) > 1; i++) await new Promise((r) => setTimeout(r, 50));
  expect((await Session.find().lean()).map((s) => s.token)).toEqual(['fresh']);
  await conn.close();
  await server.stop();
});

test('serverStatus counts the documents queries examined (metrics.queryExecutor.scannedObjects), also across a drop', async () => {
  const server = await startEmbeddedMongo({ dataDir: dir, log: () => {} });
  const conn = await mongoose.createConnection(server.uri, { dbName: 'haru' }).asPromise();
  const scanned = async () => ((await conn.db!.admin().serverStatus()).metrics.queryExecutor.scannedObjects as number);
  const Todo = conn.model('Todo', schema);
  await Todo.init();
  await Todo.create(Array.from({ length: 30 }, (_, i) => ({ email: `e${i}`, ownerId: `u${i % 3}` })));
  const before = await scanned();
  expect(await Todo.find({ ownerId: 'u1' }).sort({ createdAt: -1 }).limit(4)).toHaveLength(4);
  expect((await scanned()) - before).toBe(4);
  expect(await Todo.find({ done: true })).toHaveLength(0);
  expect((await scanned()) - before).toBe(34);
  await Todo.collection.drop();
  expect((await scanned()) - before).toBe(34);
  await conn.close();
  await server.stop();
});
