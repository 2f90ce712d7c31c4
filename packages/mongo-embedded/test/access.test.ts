// Who may connect, and for how long: on a Unix socket only this OS user can connect (0600 socket inside the 0700
// data directory); idle connections and half-sent messages are closed after a configurable time.
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MongoClient } from 'mongodb';
import mongoose from 'mongoose';
import { startEmbeddedMongo, startEmbeddedMongoWorker } from '../src/index';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'mongo-embedded-access-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const mode = (path: string) => statSync(path).mode & 0o777;

/** Connects to the socket from a child process running as `nobody`: 'connected' or the error code. */
function connectAsNobody(path: string): string {
  const script = "require('net').connect(process.argv[1]).on('connect', () => { console.log('connected'); process.exit(0); })" +
    ".on('error', (e) => { console.log(e.code); process.exit(0); })";
  const r = spawnSync(process.execPath, ['-e', script, path], { uid: 65534, gid: 65534, encoding: 'utf8', timeout: 20_000 });
  return r.stdout.trim();
}

test('socket: true serves mongoose and the driver on a 0600 socket in the 0700 data directory, and no TCP port', async () => {
  const server = await startEmbeddedMongo({ dataDir: dir, socket: true, sync: false, log: () => {} });
  const path = join(dir, 'mongo-embedded.sock');
  expect(server).toMatchObject({ port: 0, host: path, uri: `mongodb://${encodeURIComponent(path)}/` });
  expect(statSync(path).isSocket()).toBe(true);
  expect([mode(path), mode(dir)]).toEqual([0o600, 0o700]);
  const conn = await mongoose.createConnection(server.uri, { dbName: 'a' }).asPromise();
  await conn.collection('c').insertOne({ n: 1 });
  expect(await conn.collection('c').countDocuments()).toBe(1);
  await conn.close();
  await server.stop();
  expect(() => statSync(path)).toThrow(/ENOENT/); // removed on stop
});

test('a data directory too deep for a socket path gets its socket in a private temp directory, removed on stop', async () => {
  const deep = join(dir, 'd'.repeat(60), 'e'.repeat(60));
  const server = await startEmbeddedMongo({ dataDir: deep, socket: true, sync: false, log: () => {} });
  expect(server.host.startsWith(join(tmpdir(), 'mongo-embedded-'))).toBe(true);
  expect([mode(join(server.host, '..')), mode(server.host)]).toEqual([0o700, 0o600]);
  const client = await new MongoClient(server.uri).connect();
  expect((await client.db('a').command({ ping: 1 })).ok).toBe(1);
  await client.close();
  await server.stop();
  expect(() => statSync(join(server.host, '..'))).toThrow(/ENOENT/);
});

test('another OS user cannot connect: refused by the directory, and by the socket itself', async () => {
  const server = await startEmbeddedMongoWorker({ dataDir: dir, socket: true, sync: false, log: () => {} });
  try {
    expect([mode(dir) & 0o077, mode(server.host) & 0o077]).toEqual([0, 0]);
    // the tests run as root in the container, which can act as `nobody`; elsewhere the modes above are the guard
    if (process.getuid?.() !== 0) return;
    expect(connectAsNobody(server.host)).toBe('EACCES');
    chmodSync(dir, 0o711); // even with the directory open to others, the 0600 socket refuses them
    expect(connectAsNobody(server.host)).toBe('EACCES');
    chmodSync(server.host, 0o666); // the check itself works: a socket open to all lets nobody in
    expect(connectAsNobody(server.host)).toBe('connected');
  } finally {
    await server.stop();
  }
}, 60_000);

function rawConnect(port: number): Promise<net.Socket> {
  return new Promise((resolve, reject) => {
    const s = net.connect(port, '127.0.0.1', () => resolve(s));
    s.on('error', reject);
  });
}

const closed = (s: net.Socket) => new Promise<number>((resolve) => {
  const t0 = Date.now();
  s.on('close', () => resolve(Date.now() - t0));
});

test('a half-sent message is closed after frameMs from its first byte, even when more bytes trickle in', async () => {
  const logs: string[] = [];
  const server = await startEmbeddedMongo({ dataDir: dir, sync: false, log: (m) => logs.push(m), timeouts: { frameMs: 300, idleMs: 0 } });
  try {
    const s = await rawConnect(server.port);
    const done = closed(s);
    s.write(Buffer.from([100, 0, 0, 0, 1, 2])); // announces 100 bytes, sends 6
    const drip = setInterval(() => s.write(Buffer.from([0])), 50);
    const ms = await done;
    clearInterval(drip);
    expect(ms).toBeGreaterThanOrEqual(250);
    expect(ms).toBeLessThan(5000);
    expect(logs.join('\n')).toMatch(/closing connection \d+: incomplete message for 300 ms/);
    const client = await new MongoClient(server.uri).connect(); // others are still served
    expect((await client.db('a').command({ ping: 1 })).ok).toBe(1);
    await client.close();
  } finally {
    await server.stop();
  }
});

test('an idle connection is closed after idleMs; the driver replaces it and goes on', async () => {
  const logs: string[] = [];
  const server = await startEmbeddedMongo({ dataDir: dir, sync: false, log: (m) => logs.push(m), timeouts: { idleMs: 300 } });
  try {
    const s = await rawConnect(server.port);
    expect(await closed(s)).toBeGreaterThanOrEqual(250);
    expect(logs.join('\n')).toMatch(/closing connection \d+: idle for 300 ms/);
    const client = await new MongoClient(server.uri, { heartbeatFrequencyMS: 60_000 }).connect();
    await client.db('a').collection('c').insertOne({ n: 1 });
    await new Promise((r) => setTimeout(r, 800));
    expect(await client.db('a').collection('c').countDocuments()).toBe(1);
    await client.close();
  } finally {
    await server.stop();
  }
});
