import { processJson, type JsonSyntaxProblem } from '../../shared/lib/process-json';

export type DiffKind = 'added' | 'removed' | 'modified';
export interface JsonDifference { path: string; kind: DiffKind; oldValue?: unknown; newValue?: unknown }

const IDENTIFIER = /^[A-Za-z_$가-힣][\w$가-힣]*$/;

/** `a.b`, `a[0]`, and `a["odd key"]` for keys a dotted path cannot show unambiguously. */
export function childPath(parent: string, key: string | number): string {
  if (typeof key === 'number') return `${parent}[${key}]`;
  if (IDENTIFIER.test(key)) return parent ? `${parent}.${key}` : key;
  return `${parent}[${JSON.stringify(key)}]`;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Every difference from `before` to `after`: objects by key (keys in `after`'s order, then removed ones), arrays by
 * index; a change of type (object → array, number → null…) is one modification at that path.
 */
export function diffJson(before: unknown, after: unknown, path = ''): JsonDifference[] {
  if (Array.isArray(before) && Array.isArray(after)) {
    const out: JsonDifference[] = [];
    const length = Math.max(before.length, after.length);
    for (let i = 0; i < length; i += 1) {
      const p = childPath(path, i);
      if (i >= before.length) out.push({ path: p, kind: 'added', newValue: after[i] });
      else if (i >= after.length) out.push({ path: p, kind: 'removed', oldValue: before[i] });
      else out.push(...diffJson(before[i], after[i], p));
    }
    return out;
  }
  if (isObject(before) && isObject(after)) {
    const out: JsonDifference[] = [];
    for (const key of Object.keys(after)) {
      const p = childPath(path, key);
      if (!Object.hasOwn(before, key)) out.push({ path: p, kind: 'added', newValue: after[key] });
      else out.push(...diffJson(before[key], after[key], p));
    }
    for (const key of Object.keys(before)) {
      if (!Object.hasOwn(after, key)) out.push({ path: childPath(path, key), kind: 'removed', oldValue: before[key] });
    }
    return out;
  }
  if (before === after) return [];
  return [{ path: path || '(루트)', kind: 'modified', oldValue: before, newValue: after }];
}

type Ctx = { source?: string } | undefined;
const keepsSource = (() => {
  try {
    return JSON.parse('1', (_k, v, c?: Ctx) => (c?.source === '1' ? 'yes' : v)) === 'yes';
  } catch {
    return false;
  }
})();

/**
 * JSON.parse, except that integers too large for a double become BigInt (where the engine exposes the source
 * text), so two 20-digit ids that differ only in the last digits are not reported as equal.
 */
export function parseExact(text: string): unknown {
  if (!keepsSource) return JSON.parse(text);
  return JSON.parse(text, (_k, v, c?: Ctx) => (typeof v === 'number' && !Number.isSafeInteger(v) && c?.source && /^-?\d+$/.test(c.source) ? BigInt(c.source) : v));
}

/** A value shown in the result list: JSON text, long values shortened. */
export function preview(value: unknown, max = 120): string {
  const text = value === undefined ? '' : typeof value === 'bigint' ? value.toString() : JSON.stringify(value, (_k, v: unknown) => (typeof v === 'bigint' ? v.toString() : v));
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

export type CompareOutcome =
  | { state: 'empty' }
  | { state: 'error'; side: 'left' | 'right'; problem: JsonSyntaxProblem }
  | { state: 'identical' }
  | { state: 'different'; differences: JsonDifference[] };

/** Where and why a text the engine refused is not JSON (the formatter's scanner; the engine's message is English). */
function syntaxProblem(text: string): JsonSyntaxProblem {
  const result = processJson({ kind: 'validate', text });
  return result.ok ? { reason: 'value', position: 0, line: 1, column: 1 } : result.error;
}

/** The comparer's whole decision: both sides filled → parse each (naming the broken side) → diff. */
export function compareTexts(left: string, right: string): CompareOutcome {
  if (!left.trim() || !right.trim()) return { state: 'empty' };
  let a: unknown;
  let b: unknown;
  try { a = parseExact(left); } catch { return { state: 'error', side: 'left', problem: syntaxProblem(left) }; }
  try { b = parseExact(right); } catch { return { state: 'error', side: 'right', problem: syntaxProblem(right) }; }
  const differences = diffJson(a, b);
  return differences.length ? { state: 'different', differences } : { state: 'identical' };
}
