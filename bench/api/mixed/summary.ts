// Samples of a phase reduced to rows: requests, req/s, p50/p95/p99 and errors, by kind and by operation.
import { failed } from './http';
import type { PhaseRun, Sample } from './loop';

/** `statuses`: errors per status (0: no answer); `errorP50`: the median time those took (a fast refusal or a long wait). */
export interface Figures { requests: number; rps: number; mean: number; p50: number; p95: number; p99: number; errors: number; statuses: Record<string, number>; errorP50: Record<string, number> }

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

export function figures(samples: Sample[], seconds: number): Figures {
  const ms = samples.map((s) => s.ms).sort((a, b) => a - b);
  const byStatus = new Map<number, number[]>();
  for (const s of samples) if (failed({ status: s.status, ms: 0 })) byStatus.set(s.status, [...(byStatus.get(s.status) ?? []), s.ms]);
  const statuses = Object.fromEntries([...byStatus].map(([status, times]) => [status, times.length]));
  const errorP50 = Object.fromEntries([...byStatus].map(([status, times]) => [status, percentile(times.sort((a, b) => a - b), 50)]));
  const errors = [...byStatus.values()].reduce((n, times) => n + times.length, 0);
  return { requests: samples.length, rps: samples.length / seconds, mean: ms.reduce((a, b) => a + b, 0) / Math.max(1, ms.length), p50: percentile(ms, 50), p95: percentile(ms, 95), p99: percentile(ms, 99), errors, statuses, errorP50 };
}

/** `cpuMsPerRequest`: the server's CPU per answered request; `coresBusy`: its CPU seconds per second. */
/**
 * One slice of a phase: the reads and writes answered in it, and how many connections were waiting for a login at
 * its middle (a login sample spans from its answer minus its time to its answer).
 */
export interface Slice { from: number; to: number; others: Figures; inLogin: number }

/**
 * The opening of a phase with logins: from its start until at most a tenth of the connections still send reads and
 * writes (the rest wait for a login). `slow`: reads and writes over 100 ms in it, of `slowAll` in the whole phase.
 */
export interface Opening { seconds: number; others: Figures; slow: number; slowAll: number; rest: Figures }

export interface PhaseSummary { seconds: number; cpuMsPerRequest: number; coresBusy: number; all: Figures; reads: Figures; writes: Figures; logins: Figures; others: Figures; byOp: Record<string, Figures>; timeline: Slice[]; opening?: Opening }

/** Connections waiting for a login at `t` ms (a login sample spans from its answer minus its time to its answer). */
const inLoginAt = (logins: Sample[], t: number) => logins.filter((s) => s.at - s.ms <= t && s.at > t).length;

/**
 * The `planned` seconds in `parts` equal slices, then the wait for the last answers (no new requests): where in the
 * run its tail sits (the start, when every connection is busy, or later).
 */
export function timeline(samples: Sample[], planned: number, seconds: number, parts = 6): Slice[] {
  const width = (planned * 1000) / parts;
  const bounds = Array.from({ length: parts }, (_, i) => [i * width, (i + 1) * width]);
  if (seconds > planned) bounds.push([planned * 1000, seconds * 1000]);
  return bounds.map(([from, to], i) => {
    const last = i === bounds.length - 1;
    const mid = (from + to) / 2;
    const inSlice = samples.filter((s) => s.kind !== 'login' && s.at >= from && (s.at < to || last));
    const inLogin = inLoginAt(samples.filter((s) => s.kind === 'login'), mid);
    return { from: from / 1000, to: to / 1000, others: figures(inSlice, (to - from) / 1000), inLogin };
  });
}

/** Where the phase's answers over 100 ms sit: the opening (every connection still busy with reads and writes) or later. */
export function opening(samples: Sample[], connections: number, planned: number): Opening | undefined {
  const logins = samples.filter((s) => s.kind === 'login');
  if (logins.length === 0) return undefined;
  let end = planned * 1000;
  for (let t = 0; t < planned * 1000; t += 100) {
    if (connections - inLoginAt(logins, t) <= connections / 10) { end = t; break; }
  }
  const others = samples.filter((s) => s.kind !== 'login');
  const first = others.filter((s) => s.at < end);
  const slow = (xs: Sample[]) => xs.filter((s) => s.ms > 100).length;
  return { seconds: end / 1000, others: figures(first, end / 1000), slow: slow(first), slowAll: slow(others), rest: figures(others.filter((s) => s.at >= end), planned - end / 1000) };
}

export function summarise(run: PhaseRun, connections?: number): PhaseSummary {
  const of = (f: (s: Sample) => boolean) => figures(run.samples.filter(f), run.seconds);
  const names = [...new Set(run.samples.map((s) => s.name))].sort();
  return {
    seconds: run.seconds,
    cpuMsPerRequest: (run.cpuSeconds * 1000) / Math.max(1, run.samples.length),
    coresBusy: run.cpuSeconds / run.seconds,
    all: of(() => true),
    reads: of((s) => s.kind === 'read'),
    writes: of((s) => s.kind === 'write'),
    logins: of((s) => s.kind === 'login'),
    others: of((s) => s.kind !== 'login'),
    byOp: Object.fromEntries(names.map((n) => [n, of((s) => s.name === n)])),
    timeline: timeline(run.samples, run.planned, run.seconds),
    opening: connections ? opening(run.samples, connections, run.planned) : undefined,
  };
}
