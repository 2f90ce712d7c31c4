// kill -9 the CLI server while concurrent clients write, restart on the same data directory, and check
// that every acknowledged write is there and the unique index still holds. Three rounds on one directory.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MongoClient } from 'mongodb';

jest.setTimeout(90_000);

const BIN = join(__dirname, '..', 'bin', 'mongo-embedded.mjs');
const WRITERS = 6;

function startServer(dataDir: string): Promise<{ child: ChildProcess; uri: string }> {
  // a small compaction threshold so snapshots and journal swaps happen during the rounds too
  const child = spawn(process.execPath, [BIN, '--data', dataDir, '--port', '0', '--compact-bytes', '8000'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    const onData = (d: Buffer) => {
      out += d.toString();
      const m = /listening on (mongodb:\/\/\S+)/.exec(out);
      if (m) {
        child.stdout!.off('data', onData);
        resolve({ child, uri: m[1] });
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', (d: Buffer) => (out += d.toString()));
    child.on('exit', (code) => reject(new Error(`server exited early (${code}): ${out}`)));
  });
}

interface Acked { inserts: Set<string>; counters: Map<string, number> }

async function writer(uri: string, id: number, round: number, acked: Acked, stop: () => boolean): Promise<void> {
  const client = new MongoClient(uri, { maxPoolSize: 1, serverSelectionTimeoutMS: 2000 });
  try {
    const coll = client.db('crash').collection('items');
    const counters = client.db('crash').collection<{ _id: string; n: number }>('counters');
    for (let seq = 0; !stop(); seq++) {
      const email = `r${round}-w${id}-${seq}@x.io`;
      await coll.insertOne({ email, round, writer: id, seq });
      acked.inserts.add(email);
      const key = `w${id}`;
      await counters.updateOne({ _id: key }, { $set: { n: round * 1_000_000 + seq } }, { upsert: true });
      acked.counters.set(key, round * 1_000_000 + seq);
    }
  } catch {
    // the server was killed under us: anything not acknowledged may or may not be on disk
  } finally {
    await client.close(true).catch(() => {});
  }
}

async function verify(uri: string, acked: Acked): Promise<void> {
  const client = await new MongoClient(uri).connect();
  try {
    const coll = client.db('crash').collection('items');
    const present = new Set((await coll.find({}, { projection: { email: 1 } }).toArray()).map((d) => d.email as string));
    const missing = [...acked.inserts].filter((e) => !present.has(e));
    expect(missing).toEqual([]);
    for (const [key, n] of acked.counters) {
      const doc = await client.db('crash').collection<{ _id: string; n: number }>('counters').findOne({ _id: key });
      expect(doc!.n).toBeGreaterThanOrEqual(n); // a write may land on disk without its ack reaching us
    }
    const [first] = acked.inserts;
    await expect(coll.insertOne({ email: first })).rejects.toMatchObject({ code: 11000 });
    expect((await coll.listIndexes().toArray()).map((i) => i.name)).toEqual(['_id_', 'email_1']);
  } finally {
    await client.close();
  }
}

test('acknowledged writes survive kill -9 (3 rounds)', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'mongo-embedded-crash-'));
  const acked: Acked = { inserts: new Set(), counters: new Map() };
  try {
    for (let round = 0; round < 3; round++) {
      const { child, uri } = await startServer(dir);
      if (round === 0) {
        const setup = await new MongoClient(uri).connect();
        await setup.db('crash').collection('items').createIndex({ email: 1 }, { unique: true });
        await setup.close();
      } else {
        await verify(uri, acked);
      }
      let stopped = false;
      const writers = Array.from({ length: WRITERS }, (_, w) => writer(uri, w, round, acked, () => stopped));
      const before = acked.inserts.size;
      // kill mid-write once enough writes were acknowledged (bounded, so a loaded machine cannot stall it)
      const started = Date.now();
      while ((Date.now() - started < 800 || acked.inserts.size < before + 60) && Date.now() - started < 8_000) {
        await new Promise((r) => setTimeout(r, 50));
      }
      child.kill('SIGKILL');
      await new Promise((r) => child.once('exit', r));
      stopped = true;
      await Promise.all(writers);
      expect(acked.inserts.size).toBeGreaterThan(before + 10);
    }
    const { child, uri } = await startServer(dir);
    try {
      await verify(uri, acked);
      expect(existsSync(join(dir, 'snapshot.bin'))).toBe(true); // compactions ran during the rounds
      console.log(`crash test: ${acked.inserts.size} acknowledged inserts and ${acked.counters.size} counters verified after 3 kill -9 rounds`);
    } finally {
      child.kill('SIGKILL');
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
