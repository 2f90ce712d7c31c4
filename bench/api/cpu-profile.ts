// Summarises a V8 .cpuprofile: self time per function and per package.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

interface Node { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; children?: number[] }
export interface Profile { nodes: Node[]; samples: number[]; timeDeltas: number[]; startTime?: number }
/** A span of the monotonic clock in µs (`process.hrtime.bigint() / 1000n`, the clock V8's profiler stamps samples with). */
export interface Window { from: number; to: number }

function where(url: string): string {
  const m = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (m) return m[1];
  if (url.includes('/packages/mongo-embedded/')) return 'mongo-embedded';
  if (url.includes('/api/src/')) return 'api/src';
  return url.startsWith('node:') ? 'node core' : url || '(native/gc)';
}

/** `window`: only the samples taken within it (e.g. the load, without the server's start and the seeding). */
export function summarise(profile: Profile, window?: Window) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map<number, number>();
  let at = profile.startTime ?? 0;
  profile.samples.forEach((id, i) => {
    at += profile.timeDeltas[i] ?? 0;
    if (window && (at < window.from || at > window.to)) return;
    self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
  });
  const total = [...self.values()].reduce((a, b) => a + b, 0);
  const fn = new Map<string, number>();
  const pkg = new Map<string, number>();
  for (const [id, us] of self) {
    const f = byId.get(id)!.callFrame;
    const key = `${f.functionName || '(anonymous)'} ${f.url.replace(/^.*node_modules\//, '').replace(/^file:\/\/.*\/wt-[^/]+\//, '')}:${f.lineNumber + 1}`;
    fn.set(key, (fn.get(key) ?? 0) + us);
    pkg.set(where(f.url), (pkg.get(where(f.url)) ?? 0) + us);
  }
  // inclusive: a function's own samples and everything it called (counted once per sample, even when recursive)
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const inclusive = new Map<string, number>();
  for (const [id, us] of self) {
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const f = byId.get(at)!.callFrame;
      const key = `${f.functionName || '(anonymous)'} ${f.url.replace(/^.*node_modules\//, '').replace(/^file:\/\/.*\/wt-[^/]+\//, '')}:${f.lineNumber + 1}`;
      if (seen.has(key)) continue;
      seen.add(key);
      inclusive.set(key, (inclusive.get(key) ?? 0) + us);
    }
  }
  const top = (m: Map<string, number>, n: number) => [...m].sort((a, b) => b[1] - a[1]).slice(0, n).map(([k, v]) => `${((v / total) * 100).toFixed(1)}%  ${k}`);
  return { packages: top(pkg, 12), functions: top(fn, 25), inclusive: top(inclusive, Number(process.env.PROFILE_INCLUSIVE ?? 0)) };
}

/** Prints the summary of the largest .cpuprofile in `dir`: the server's main thread, not tsx's loader threads. */
export function printBiggestProfile(dir: string, window?: Window): void {
  const files = readdirSync(dir).filter((f) => f.endsWith('.cpuprofile')).map((f) => path.join(dir, f));
  const biggest = files.sort((a, b) => readFileSync(b).length - readFileSync(a).length)[0];
  const { packages, functions, inclusive } = summarise(JSON.parse(readFileSync(biggest, 'utf8')) as Profile, window);
  console.log(`\nself time by package (${biggest}):\n${packages.join('\n')}\n\ntop functions:\n${functions.join('\n')}`);
  if (inclusive.length) console.log(`\ninclusive (PROFILE_INCLUSIVE):\n${inclusive.join('\n')}`);
}
