// What one write costs, A/B in one process (so a busy machine slows every variant alike): N to-dos created through
// the API's createTodo on an in-process embedded database, then each completed and each retitled through updateTodo,
// with all indexes and search entries, then without the search entry's write, without its multikey keys index, and
// without the four doneRank indexes. Prints writes/s and CPU ms per write of each kind (process.cpuUsage: the
// database runs on this thread, so its work is counted too).
//   npm run write-cost -w bench [-- <n>]   (SYNC=0: no fdatasync per write; VARIANTS=all,...: a subset)
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import mongoose from 'mongoose';
import { startEmbeddedMongo } from 'mongo-embedded';
import { pool } from './client';
import { todoBody } from './seed';

type Fn = (arg: Record<string, unknown>) => Promise<unknown>;
const ROOT = path.resolve(__dirname, '../..');
const N = Number(process.argv[2] ?? 2000);

async function main(): Promise<void> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'write-cost-'));
  const db = await startEmbeddedMongo({ dataDir: dir, log: () => undefined, sync: process.env.SYNC !== '0' });
  mongoose.set('strictQuery', 'throw');
  mongoose.set('sanitizeFilter', true);
  await mongoose.connect(db.uri, { dbName: 'haru' });
  const contracts = (await import('@haru/contracts')) as unknown as Record<string, { parse(v: unknown): unknown }>;
  const service = (await import(path.join(ROOT, 'api/src/modules/todos/todos.service.ts'))) as Record<string, unknown>;
  const { SearchEntryModel } = (await import(path.join(ROOT, 'api/src/modules/search/search-entry.model.ts'))) as { SearchEntryModel: mongoose.Model<unknown> };
  const { TodoModel } = (await import(path.join(ROOT, 'api/src/modules/todos/todos.model.ts'))) as { TodoModel: mongoose.Model<unknown> };
  const create = service.createTodo as Fn;
  const update = service.updateTodo as Fn;
  const bodies = Array.from({ length: N }, (_, i) => contracts.todoCreateSchema.parse(todoBody(i)));
  // indexRecord writes through the driver's collection (search.entries.ts)
  const entries = SearchEntryModel.collection as unknown as { updateOne: unknown };
  const writeEntry = entries.updateOne;
  const dropIndexes = async (model: mongoose.Model<unknown>, pick: (name: string) => boolean) => {
    for (const { name } of await model.collection.indexes()) if (name && name !== '_id_' && pick(name)) await model.collection.dropIndex(name);
  };
  /** Each variant starts from an empty database with the API's indexes, then takes away what it measures without. */
  const VARIANTS: Record<string, () => Promise<void>> = {
    all: async () => undefined,
    'no search entries': async () => {
      entries.updateOne = async () => undefined;
    },
    'entries, no keys index': async () => dropIndexes(SearchEntryModel, (n) => n.includes('keys')),
    'no doneRank indexes': async () => dropIndexes(TodoModel, (n) => n.includes('doneRank')),
  };

  async function run(label: string): Promise<void> {
    await mongoose.connection.db!.dropDatabase();
    await TodoModel.init();
    await TodoModel.createIndexes();
    await SearchEntryModel.createIndexes();
    entries.updateOne = writeEntry;
    await VARIANTS[label]();
    const ownerId = 'write-cost';
    const ids: string[] = [];
    const measure = async (what: string, write: (i: number) => Promise<unknown>) => {
      const cpu = process.cpuUsage();
      const t = performance.now();
      await pool(N, 8, async (i) => void (await write(i)));
      const seconds = (performance.now() - t) / 1000;
      const used = process.cpuUsage(cpu);
      const cpuMs = (used.user + used.system) / 1000 / N;
      console.log(`${`${label}: ${what}`.padEnd(34)} ${(N / seconds).toFixed(0).padStart(6)} writes/s  ${cpuMs.toFixed(2).padStart(6)} CPU ms/write`);
    };
    await measure('create', async (i) => ids.push(((await create({ ownerId, input: bodies[i] })) as { id: string }).id));
    // the mixed workload's other to-do writes on the same to-dos: a status change (text unchanged) and a title edit
    await measure('complete', (i) => update({ ownerId, id: ids[i], patch: { status: 'completed' } }));
    await measure('edit title', (i) => update({ ownerId, id: ids[i], patch: { title: `고친 할일 ${i}` } }));
  }

  const picked = process.env.VARIANTS ? process.env.VARIANTS.split(',') : Object.keys(VARIANTS);
  for (const v of picked) await run(v);
  await mongoose.disconnect();
  await db.stop();
  rmSync(dir, { recursive: true, force: true });
}

void main();
