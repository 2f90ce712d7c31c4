// Malformed traffic closes the offending connection only; other clients keep being served.
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BSON } from 'bson';
import { MongoClient } from 'mongodb';
import { startEmbeddedMongo, type EmbeddedMongo } from '../src/index';

let server: EmbeddedMongo;
let dir: string;
let client: MongoClient;
const logs: string[] = [];

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'mongo-embedded-bad-'));
  server = await startEmbeddedMongo({ dataDir: dir, log: (m) => logs.push(m) });
  client = await new MongoClient(server.uri).connect();
  await client.db('t').collection('c').insertOne({ ok: true });
});

afterAll(async () => {
  await client.close();
  await server.stop();
  rmSync(dir, { recursive: true, force: true });
});

function header(length: number, opCode: number): Buffer {
  const h = Buffer.alloc(16);
  h.writeInt32LE(length, 0);
  h.writeInt32LE(1, 4);
  h.writeInt32LE(0, 8);
  h.writeInt32LE(opCode, 12);
  return h;
}

/** body = sections, each starting with its kind byte */
function opMsg(body: Buffer, flags = 0): Buffer {
  const f = Buffer.alloc(4);
  f.writeUInt32LE(flags, 0);
  return Buffer.concat([header(16 + 4 + body.length, 2013), f, body]);
}

/**
 * Sends bytes; resolves when the server closes the socket, when one complete reply frame has arrived,
 * or after `waitMs` (generous, so a loaded machine does not turn a slow close into a failure).
 */
function exchange(bytes: Buffer, waitMs = 3000): Promise<{ closedByServer: boolean; received: Buffer }> {
  return new Promise((resolve, reject) => {
    const sock = net.connect(server.port, '127.0.0.1');
    const chunks: Buffer[] = [];
    let closedByServer = true;
    const finish = () => {
      closedByServer = false;
      sock.destroy();
    };
    const timer = setTimeout(finish, waitMs);
    sock.on('connect', () => sock.write(bytes));
    sock.on('data', (d) => {
      chunks.push(d);
      const got = Buffer.concat(chunks);
      if (got.length >= 4 && got.length >= got.readInt32LE(0)) finish();
    });
    sock.on('error', reject);
    sock.on('close', () => {
      clearTimeout(timer);
      resolve({ closedByServer, received: Buffer.concat(chunks) });
    });
  });
}

async function stillServing() {
  const other = await new MongoClient(server.uri).connect();
  try {
    expect((await other.db('t').command({ ping: 1 })).ok).toBe(1);
    expect(await other.db('t').collection('c').countDocuments()).toBe(1);
  } finally {
    await other.close();
  }
  expect(await client.db('t').collection('c').countDocuments()).toBe(1);
}

test.each([
  ['garbage bytes', Buffer.from('GET / HTTP/1.1\r\nHost: x\r\n\r\n')],
  ['negative length', header(-5, 2013)],
  ['oversize messageLength', header(60_000_000, 2013)],
  ['unknown opcode', Buffer.concat([header(20, 9999), Buffer.alloc(4)])],
  ['OP_COMPRESSED', Buffer.concat([header(25, 2012), Buffer.alloc(9)])],
  ['OP_MSG with a truncated BSON body', opMsg(Buffer.from([0, 40, 0, 0, 0, 2, 0x61]))],
  ['OP_MSG with invalid BSON', opMsg(Buffer.from([0, 12, 0, 0, 0, 0x7f, 0x61, 0, 1, 2, 3, 0]))],
  ['OP_MSG with unknown required flag bits', opMsg(Buffer.concat([Buffer.from([0]), BSON.serialize({ ping: 1, $db: 'a' })]), 1 << 5)],
  ['OP_MSG with an unknown section kind', opMsg(Buffer.from([7, 1, 2, 3]))],
])('%s closes that connection only', async (_name, bytes) => {
  const r = await exchange(bytes);
  expect(r.closedByServer).toBe(true);
  expect(r.received.length).toBe(0);
  await stillServing();
});

test('a truncated frame waits for the rest and the client may hang up', async () => {
  const full = opMsg(Buffer.concat([Buffer.from([0]), BSON.serialize({ ping: 1, $db: 'a' })]));
  const r = await exchange(full.subarray(0, 20), 300);
  expect(r.closedByServer).toBe(false);
  await stillServing();
});

test('a valid OP_MSG sent raw gets a reply; moreToCome gets none', async () => {
  const ping = opMsg(Buffer.concat([Buffer.from([0]), BSON.serialize({ ping: 1, $db: 'a' })]));
  const r = await exchange(ping);
  expect(r.received.readInt32LE(12)).toBe(2013);
  const reply = BSON.deserialize(r.received.subarray(21));
  expect(reply.ok).toBe(1);
  const silent = await exchange(opMsg(Buffer.concat([Buffer.from([0]), BSON.serialize({ ping: 1, $db: 'a' })]), 2), 500);
  expect(silent.received.length).toBe(0);
});

test('unknown commands and missing $db are errors, not disconnects', async () => {
  await expect(client.db('t').command({ definitelyNotACommand: 1 })).rejects.toMatchObject({ code: 59 });
  const r = await exchange(opMsg(Buffer.concat([Buffer.from([0]), BSON.serialize({ ping: 1 })])));
  const reply = BSON.deserialize(r.received.subarray(21));
  expect(reply.ok).toBe(0);
  await stillServing();
});

test('legacy OP_QUERY other than the handshake is refused with an error reply', async () => {
  const q = BSON.serialize({ find: 'c' });
  const body = Buffer.concat([Buffer.alloc(4), Buffer.from('t.$cmd\0'), Buffer.alloc(8), q]);
  const r = await exchange(Buffer.concat([header(16 + body.length, 2004), body]));
  expect(r.received.readInt32LE(12)).toBe(1);
  const reply = BSON.deserialize(r.received.subarray(36));
  expect(reply).toMatchObject({ ok: 0, code: 352 });
});

test('OP_MSG with the checksum flag is accepted (checksum bytes stripped)', async () => {
  const body = Buffer.concat([Buffer.from([0]), BSON.serialize({ ping: 1, $db: 'a' }), Buffer.alloc(4)]);
  const r = await exchange(opMsg(body, 1));
  expect(BSON.deserialize(r.received.subarray(21)).ok).toBe(1);
});

test('OP_MSG document sequences (kind 1) are merged into the command', async () => {
  const docs = [BSON.serialize({ _id: 'seq1' }), BSON.serialize({ _id: 'seq2' })];
  const ident = Buffer.from('documents\0');
  const size = Buffer.alloc(4);
  size.writeInt32LE(4 + ident.length + docs[0].length + docs[1].length, 0);
  const body = Buffer.concat([
    Buffer.from([0]), BSON.serialize({ insert: 'seq', $db: 't' }),
    Buffer.from([1]), size, ident, ...docs,
  ]);
  const r = await exchange(opMsg(body));
  expect(BSON.deserialize(r.received.subarray(21))).toMatchObject({ ok: 1, n: 2 });
  expect(await client.db('t').collection('seq').countDocuments()).toBe(2);
});
