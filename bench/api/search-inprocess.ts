// Search latency of the 10,000-item user measured in process (service call, no HTTP): the to-dos and meetings of
// the API bench's seed bodies written through the real services, then each query timed 40 times. `npx tsx
// bench/api/search-inprocess.ts <empty dir>`; prints p50/p95 per query. The HTTP figures come from `npm run api`.
import path from 'node:path';
import mongoose from 'mongoose';
import { startEmbeddedMongo } from 'mongo-embedded';
import { meetingInputSchema, todoCreateSchema } from '@haru/contracts';
import { pool } from './client';
import { meetingBody, todoBody } from './seed';
import { createTodo } from '../../api/src/modules/todos/todos.service';
import { createMeeting } from '../../api/src/modules/meetings/meetings.service';
import { search } from '../../api/src/modules/search/search.service';

const QUERIES = ['회의', '태그7', 'ㅂㄱㅅ', '주간 회ㅇ', '벤치마크 할일 9999번'];
const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))];

async function main() {
  const db = await startEmbeddedMongo({ dataDir: path.resolve(process.argv[2] ?? '.bench-search'), log: () => undefined });
  mongoose.set('strictQuery', 'throw');
  mongoose.set('sanitizeFilter', true);
  await mongoose.connect(db.uri, { dbName: 'haru' });
  await Promise.all(Object.values(mongoose.models).map((m) => m.init()));
  const ownerId = 'bench-search-owner';
  const t0 = performance.now();
  await pool(10_000, 8, async (i) => void (await createTodo({ ownerId, input: todoCreateSchema.parse(todoBody(i)) })));
  await pool(2_000, 8, async (i) => void (await createMeeting({ ownerId, data: meetingInputSchema.parse(meetingBody(i)) })));
  console.log(`seeded 10,000 to-dos and 2,000 meetings in ${((performance.now() - t0) / 1000).toFixed(0)} s`);
  for (const q of QUERIES) {
    const times: number[] = [];
    let hits = 0;
    for (let i = 0; i < 40; i += 1) {
      const t = performance.now();
      const res = await search({ ownerId, q });
      times.push(performance.now() - t);
      hits = res.groups.reduce((n, g) => n + g.items.length, 0);
    }
    console.log(`${q}: p50 ${pct(times, 0.5).toFixed(1)} ms, p95 ${pct(times, 0.95).toFixed(1)} ms (${hits} shown)`);
  }
  await mongoose.disconnect();
  await db.stop();
}
void main();
