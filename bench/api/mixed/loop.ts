// The closed loop: each virtual connection (its own keep-alive socket) sends its next operation as soon as the
// last one answered, for `seconds`. Every answer is recorded by operation name and kind.
import http from 'node:http';
import { treeCpuSeconds } from '../../lib/proc-cpu';
import { failed, send } from './http';
import { nextOp, type SHARES, type Conn, type Kind, type Op } from './ops';
import type { MixedUser } from './users';

/** `at`: ms from the phase's start to the answer. */
export interface Sample { name: string; kind: Kind; ms: number; status: number; at: number }
export interface PhaseSpec { connections: number; seconds: number; shares: typeof SHARES; stormConnections?: number }
/** `planned`: the seconds new requests were sent (`seconds` adds the wait for the last answers). `cpuSeconds`: what the server's process tree (API processes and the database) used during the phase. */
export interface PhaseRun { seconds: number; cpuSeconds: number; samples: Sample[]; planned: number }

/** One connection's loop: `next` draws its operations (the mix's shares, or one route for the cost benches). */
async function connection(base: string, conn: Conn, started: number, until: number, next: (c: Conn) => Op, out: Sample[]): Promise<void> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  try {
    while (performance.now() < until) {
      const op = next(conn);
      const r = await send(base, agent, op.call);
      op.done?.(r);
      out.push({ name: op.name, kind: op.kind, ms: r.ms, status: r.status, at: performance.now() - started });
      if (failed(r) && r.status === 0) await new Promise((res) => setTimeout(res, 50));
    }
  } finally {
    agent.destroy();
  }
}

/** `stormConnections` more connections send only logins (the login-storm variant); their answers count as 'login'. */
export async function phase(base: string, serverPid: number, users: MixedUser[], spec: PhaseSpec): Promise<PhaseRun> {
  const samples: Sample[] = [];
  const cpu = treeCpuSeconds(serverPid);
  const started = performance.now();
  const until = started + spec.seconds * 1000;
  await Promise.all([
    ...connectionsOf(users, spec.connections).map((c) => connection(base, c, started, until, (x) => nextOp(x, spec.shares), samples)),
    ...connectionsOf(users, spec.stormConnections ?? 0).map((c) => connection(base, c, started, until, (x) => nextOp(x, { read: 0, write: 0, login: 1 }), samples)),
  ]);
  return { seconds: (performance.now() - started) / 1000, planned: spec.seconds, cpuSeconds: treeCpuSeconds(serverPid) - cpu, samples };
}

/** `n` virtual connections over the users in turn, each with its user's session. */
export const connectionsOf = (users: MixedUser[], n: number) =>
  Array.from({ length: n }, (_, i): Conn => ({ user: users[i % users.length], token: users[i % users.length].session.token, n: i * 1_000_000 }));

/** The same loop on given connections for `seconds`, with `next` drawing each one's operations: every answer. */
export async function closedLoop(base: string, conns: Conn[], seconds: number, next: (c: Conn) => Op): Promise<Sample[]> {
  const samples: Sample[] = [];
  const started = performance.now();
  await Promise.all(conns.map((c) => connection(base, c, started, started + seconds * 1000, next, samples)));
  return samples;
}
