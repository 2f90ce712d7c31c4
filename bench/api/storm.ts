// npm run storm -w bench: only the login storm (see scenarios.ts), probing GET /api/auth/me (token + session + user
// lookups, no list cache involved) and GET /api/todos, BENCH_RUNS times each. Quicker than the whole API benchmark
// when checking how logins share the CPU with the rest of the API (the bcrypt gate in api/src/modules/auth).
import { startServer } from '../../e2e/src/server';
import { register } from './client';
import { seedTodos } from './seed';
import { loginStorm, RUNS, SECONDS } from './scenarios';
import { spread } from '../lib/stats';
import type { LoadRun } from './load';

const p99 = (runs: LoadRun[]) => spread(runs.map((r) => r.p99)).median;
const p50 = (runs: LoadRun[]) => spread(runs.map((r) => r.p50)).median;

async function main() {
  const server = await startServer({ LOG_LEVEL: 'error' });
  try {
    const user = await register(server.url, 'storms');
    const loginUser = await register(server.url, 'storml');
    await seedTodos(user, 200);
    console.log(`login storm, ${RUNS} runs × ${SECONDS} s (medians)`);
    for (const probe of ['/api/auth/me', '/api/todos']) {
      const r = await loginStorm(user, loginUser, probe);
      const logins = r.logins.reduce((n, run) => n + run.requests, 0);
      console.log(`GET ${probe}: quiet p50 ${p50(r.quiet)} ms p99 ${p99(r.quiet)} ms; storm p50 ${p50(r.during)} ms p99 ${p99(r.during)} ms (×${(p99(r.during) / p99(r.quiet)).toFixed(2)}); logins answered ${logins}, errors ${r.logins.reduce((n, run) => n + run.errors, 0)}`);
    }
  } finally {
    await server.stop();
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
