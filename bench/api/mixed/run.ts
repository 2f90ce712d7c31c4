// npm run mixed -w bench: the mixed workload (70 % reads, 25 % writes, 5 % logins; 50 connections, BENCH_SECONDS,
// default 60) and its login-storm variant, against 1 API process and against API_WORKERS=2 in the same run, on the
// same seeded data; then correctness checks on each. See bench/README.md.
import { cpSync, mkdtempSync } from 'node:fs';
import { once } from 'node:events';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startServer, type RunningServer } from '../../../e2e/src/server';
import { register, type Session } from '../client';
import { writeResult } from '../../lib/results';
import { checks, PROJECT_QUOTA, type Check } from './checks';
import { phase } from './loop';
import { SHARES } from './ops';
import { startPushService } from '../../../api/src/modules/push/push.test-receiver';
import { armReminders, REMINDER_TICK_MS, type PushService } from './reminders';
import { mixedReport } from './report';
import { summarise, type PhaseSummary } from './summary';
import { loadUsers, SEED, seedUsers } from './users';

export const CONNECTIONS = Number(process.env.MIXED_CONNECTIONS ?? 50);
export const STORM_CONNECTIONS = 10;
export const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
/**
 * Reads and writes each server answers before its measured phases, not counted: a process that just started runs
 * its hot code unoptimised for its first seconds (measured: the mix's p99 on a cold server 482–602 ms, on the same
 * server warm 235–269 ms), and the cold start has its own section (cold-start.ts).
 */
export const WARMUP_SECONDS = Number(process.env.MIXED_WARMUP_SECONDS ?? 10);
/** The servers push reminders to the local push service; their schedulers tick every REMINDER_TICK_MS. */
const envFor = (push: PushService) => ({ LOG_LEVEL: 'error', QUOTA_PROJECTS: String(PROJECT_QUOTA), PUSH_ALLOW_HOSTS: push.host, REMINDER_INTERVAL_MS: String(REMINDER_TICK_MS) });

/** `mix`: 70/25/5; `noLogins`: reads and writes only (70:25), the per-request cost without bcrypt; `storm`: mix + logins. */
export interface ServerResult { processes: number; mix: PhaseSummary; noLogins: PhaseSummary; storm: PhaseSummary; checks: Check[] }
const NO_LOGINS = { read: SHARES.read / (SHARES.read + SHARES.write), write: SHARES.write / (SHARES.read + SHARES.write), login: 0 };

/** Seeds once on a 1-process server, then keeps a copy of its data directory (secrets included) per measured server. */
async function seed(push: PushService): Promise<{ dirs: string[]; sessions: Session[] }> {
  const first = await startServer(envFor(push));
  const t = performance.now();
  let sessions: Session[];
  try {
    sessions = await seedUsers(first.url);
  } catch (e) {
    await first.stop();
    throw e;
  }
  console.error(`  seeded ${SEED.users} users through the API in ${((performance.now() - t) / 1000).toFixed(0)} s`);
  // Stopped without stop(), which would delete the data directory the measured servers start on.
  first.process.kill('SIGTERM');
  await once(first.process, 'exit');
  const copy = mkdtempSync(path.join(tmpdir(), 'haru-mixed-'));
  cpSync(first.dataDir, copy, { recursive: true });
  return { dirs: [first.dataDir, copy], sessions };
}

async function measure(processes: number, dataDir: string, sessions: Session[], push: PushService): Promise<ServerResult> {
  const server: RunningServer = await startServer({ ...envFor(push), API_WORKERS: String(processes) }, dataDir);
  try {
    const users = await loadUsers(server.url, sessions);
    const pid = server.process.pid ?? 0;
    console.error(`  ${processes} process(es): warm-up, reads and writes for ${WARMUP_SECONDS} s (not counted)`);
    if (WARMUP_SECONDS > 0) await phase(server.url, pid, users, { connections: CONNECTIONS, seconds: WARMUP_SECONDS, shares: NO_LOGINS });
    console.error(`  ${processes} process(es): mix, ${CONNECTIONS} connections, ${SECONDS} s`);
    const remindersPushed = await armReminders(server.url, push, `device-${processes}`, SECONDS);
    const mix = summarise(await phase(server.url, pid, users, { connections: CONNECTIONS, seconds: SECONDS, shares: SHARES }), CONNECTIONS);
    console.error(`  ${processes} process(es): reads and writes only`);
    const noLogins = summarise(await phase(server.url, pid, users, { connections: CONNECTIONS, seconds: SECONDS, shares: NO_LOGINS }));
    console.error(`  ${processes} process(es): mix + login storm (${STORM_CONNECTIONS} more connections of logins)`);
    const storm = summarise(await phase(server.url, pid, users, { connections: CONNECTIONS, seconds: SECONDS, shares: SHARES, stormConnections: STORM_CONNECTIONS }));
    const quotaUser = await register(server.url, 'mixedq');
    return { processes, mix, noLogins, storm, checks: [...(await checks(server.url, users, quotaUser.token)), await remindersPushed()] };
  } finally {
    await server.stop();
  }
}

async function main() {
  console.error(`mixed workload (${CONNECTIONS} connections, ${SECONDS} s per phase)`);
  const push = await startPushService();
  const { dirs, sessions } = await seed(push);
  const one = await measure(1, dirs[0], sessions, push);
  const two = await measure(2, dirs[1], sessions, push);
  const data = { connections: CONNECTIONS, stormConnections: STORM_CONNECTIONS, seconds: SECONDS, warmupSeconds: WARMUP_SECONDS, shares: SHARES, seed: SEED, results: [one, two] };
  const md = mixedReport(data);
  console.log(md);
  writeResult('mixed', data, md);
  await push.close();
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
