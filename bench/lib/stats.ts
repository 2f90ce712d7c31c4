// Repeated measurements reduced to min / median / max, and the Markdown helpers every report uses.

export interface Spread { min: number; median: number; max: number; runs: number[] }

export function spread(runs: number[]): Spread {
  const sorted = [...runs].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
  return { min: sorted[0], median, max: sorted[sorted.length - 1], runs };
}

/** "median (min–max)" with the given number of decimals. */
export function fmt(s: Spread, digits = 1): string {
  const f = (n: number | null) => (typeof n === 'number' && Number.isFinite(n) ? n.toFixed(digits) : 'n/a');
  return s.runs.length > 1 ? `${f(s.median)} (${f(s.min)}–${f(s.max)})` : f(s.median);
}

export const verdict = (ok: boolean) => (ok ? '**PASS**' : '**FAIL**');

export function mdTable(head: string[], rows: (string | number)[][], align?: string[]): string {
  const sep = align ?? head.map((_, i) => (i === 0 ? '---' : '---:'));
  return [`| ${head.join(' | ')} |`, `| ${sep.join(' | ')} |`, ...rows.map((r) => `| ${r.join(' | ')} |`)].join('\n');
}

/** Runs `fn` n times in sequence. */
export async function repeat<T>(n: number, fn: (i: number) => Promise<T>): Promise<T[]> {
  const out: T[] = [];
  for (let i = 0; i < n; i++) out.push(await fn(i));
  return out;
}
