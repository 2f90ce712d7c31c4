// Throughput through mongoose against the CLI server (separate process, fsync on), plus engine memory per 100k docs.
// Run: npm run bench -w mongo-embedded   (writes bench/results/mongo-embedded.json)
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import mongoose, { Schema, type Connection, type Model } from 'mongoose';
import { Collection } from '../src/engine/collection';
import { Engine } from '../src/engine/database';
import { Int32, ObjectId } from 'bson';

interface Row { scenario: string; clients: number; ops: number; opsPerSec: number; p50ms: number; p99ms: number; serverCpuUsPerOp?: number }
interface UserDoc { email: string; name: string; n: number }

const BIN = join(__dirname, '..', 'bin', 'mongo-embedded.mjs');

function startServer(dataDir: string): Promise<{ child: ChildProcess; uri: string }> {
  const child = spawn(process.execPath, [BIN, '--data', dataDir, '--port', '0'], { stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    child.stdout!.on('data', (d: Buffer) => {
      const m = /listening on (mongodb:\/\/\S+)/.exec(d.toString());
      if (m) resolve({ child, uri: m[1] });
    });
    child.once('exit', (code) => reject(new Error(`server exited (${code})`)));
  });
}

let serverPid = 0;

/** CPU time (user+system, µs) used so far by the server process, from /proc (Linux only). */
function serverCpuUs(): number | undefined {
  try {
    const fields = readFileSync(`/proc/${serverPid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1e6) / 100;
  } catch {
    return undefined;
  }
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

async function measure(scenario: string, models: Model<UserDoc>[], perClient: number, op: (m: Model<UserDoc>, client: number, i: number) => Promise<unknown>): Promise<Row> {
  const latencies: number[] = [];
  const cpuBefore = serverCpuUs();
  const start = performance.now();
  await Promise.all(models.map(async (m, c) => {
    for (let i = 0; i < perClient; i++) {
      const t = performance.now();
      await op(m, c, i);
      latencies.push(performance.now() - t);
    }
  }));
  const seconds = (performance.now() - start) / 1000;
  const cpuAfter = serverCpuUs();
  latencies.sort((a, b) => a - b);
  const round = (x: number) => Math.round(x * 100) / 100;
  return { scenario, clients: models.length, ops: latencies.length, opsPerSec: Math.round(latencies.length / seconds), p50ms: round(percentile(latencies, 50)), p99ms: round(percentile(latencies, 99)),
    serverCpuUsPerOp: cpuBefore === undefined || cpuAfter === undefined ? undefined : Math.round((cpuAfter - cpuBefore) / latencies.length) };
}

async function throughput(uri: string, clients: number, perClient: number): Promise<Row[]> {
  const conns: Connection[] = [];
  const models: Model<UserDoc>[] = [];
  const schema = new Schema<UserDoc>({ email: { type: String, unique: true }, name: String, n: Number }, { timestamps: true });
  for (let c = 0; c < clients; c++) {
    const conn = await mongoose.createConnection(uri, { dbName: 'bench', maxPoolSize: 1 }).asPromise();
    conns.push(conn);
    models.push(conn.model<UserDoc>('User', schema));
  }
  await models[0].init();
  const tag = `c${clients}`;
  const ids: unknown[][] = models.map(() => []);
  const rows = [
    await measure('insert (Model.create, unique index)', models, perClient, async (m, c, i) => {
      const doc = await m.create({ email: `${tag}-${c}-${i}@x.io`, name: 'user', n: i });
      ids[c].push(doc._id);
    }),
    await measure('find by indexed field (findOne.lean)', models, perClient, (m, c, i) => m.findOne({ email: `${tag}-${c}-${(i * 7) % perClient}@x.io` }).lean()),
    await measure('update by _id (updateOne $inc)', models, perClient, (m, c, i) => m.updateOne({ _id: ids[c][i % ids[c].length] }, { $inc: { n: 1 } })),
  ];
  await Promise.all(conns.map((c) => c.close()));
  return rows;
}

function memoryPer100k(): { docs: number; heapUsedMiB: number; rssMiB: number; note: string } {
  const gc = (globalThis as { gc?: () => void }).gc;
  gc?.();
  const before = process.memoryUsage();
  const engine = new Engine();
  const coll = engine.ensureCollection('mem', 'users');
  coll.createIndex({ name: 'email_1', key: { email: new Int32(1) }, unique: true });
  for (let i = 0; i < 100_000; i++) {
    engine.insert(coll, Collection.prepare({ _id: new ObjectId(), email: `user${i}@example.com`, name: `User ${i}`, age: new Int32(i % 90), createdAt: new Date() }));
  }
  gc?.();
  const after = process.memoryUsage();
  const mib = (n: number) => Math.round((n / 1048576) * 10) / 10;
  if (coll.docs.size !== 100_000) throw new Error('memory benchmark lost documents');
  return { docs: 100_000, heapUsedMiB: mib(after.heapUsed - before.heapUsed), rssMiB: mib(after.rss - before.rss), note: gc ? 'after gc' : 'no --expose-gc: includes garbage' };
}

async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'mongo-embedded-bench-'));
  const { child, uri } = await startServer(dir);
  serverPid = child.pid ?? 0;
  const rows: Row[] = [];
  try {
    rows.push(...(await throughput(uri, 1, 2000)));
    rows.push(...(await throughput(uri, 16, 400)));
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    rmSync(dir, { recursive: true, force: true });
  }
  const load = loadavg().map((x) => Math.round(x * 100) / 100);
  const memory = memoryPer100k();
  console.log('| scenario | clients | ops | ops/s | p50 ms | p99 ms | server CPU µs/op |\n|---|---:|---:|---:|---:|---:|---:|');
  for (const r of rows) console.log(`| ${r.scenario} | ${r.clients} | ${r.ops} | ${r.opsPerSec} | ${r.p50ms} | ${r.p99ms} | ${r.serverCpuUsPerOp ?? '?'} |`);
  console.log(`\nload average at the end: ${load.join(' / ')} (1/5/15 min) on ${cpus().length} cores`);
  console.log(`memory for ${memory.docs} small documents + unique index: heapUsed +${memory.heapUsedMiB} MiB, RSS +${memory.rssMiB} MiB (${memory.note})`);
  const outDir = join(__dirname, 'results');
  mkdirSync(outDir, { recursive: true });
  const result = { package: 'mongo-embedded', date: new Date().toISOString(), node: process.version, cores: cpus().length, loadAverage: load, fsync: true, rows, memory };
  writeFileSync(join(outDir, 'mongo-embedded.json'), JSON.stringify(result, null, 2) + '\n');
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
