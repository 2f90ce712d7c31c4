// Secondary indexes: a sorted array of (key tuple, document id) entries, searched by binary search.
// Supports unique, sparse, partial, compound and multikey indexes like mongod.
import { compareValues } from './compare';
import { fail } from './errors';
import { formatDoc } from './format';
import { matches } from './match';
import { candidates } from './paths';
import { canonicalKey, toNumber, type Doc } from './values';

export interface IndexSpec {
  name: string;
  key: Doc;
  unique?: boolean;
  sparse?: boolean;
  partialFilterExpression?: Doc;
  [option: string]: unknown;
}

export interface Entry { k: unknown[]; id: string }

function fieldValues(doc: Doc, field: string): { values: unknown[]; missing: boolean; multi: boolean } {
  const { direct } = candidates(doc, field);
  const values: unknown[] = [];
  let multi = direct.length > 1;
  for (const v of direct) {
    if (Array.isArray(v)) {
      multi = true;
      if (v.length === 0) values.push(undefined);
      else values.push(...v);
    } else values.push(v);
  }
  const missing = values.every((v) => v === undefined);
  if (values.length === 0) values.push(null);
  return { values: values.map((v) => (v === undefined ? null : v)), missing, multi };
}

export class Index {
  readonly spec: IndexSpec;
  readonly fields: [string, number][];
  entries: Entry[] = [];
  multikey = false;

  constructor(spec: IndexSpec) {
    this.spec = spec;
    this.fields = Object.entries(spec.key).map(([f, d]) => [f, typeof d === 'string' ? 1 : toNumber(d) < 0 ? -1 : 1]);
  }

  get name(): string {
    return this.spec.name;
  }

  /** Key tuples for a document; none when a sparse/partial index excludes it. */
  keysFor(doc: Doc): unknown[][] {
    const pfe = this.spec.partialFilterExpression;
    if (pfe && !matches(doc, pfe)) return [];
    const perField = this.fields.map(([f]) => fieldValues(doc, f));
    if (this.spec.sparse && perField.every((f) => f.missing)) return [];
    const multi = perField.filter((f) => f.multi);
    if (multi.length > 1) fail('CannotIndexParallelArrays', `cannot index parallel arrays [${this.fields[perField.indexOf(multi[1])][0]}] [${this.fields[perField.indexOf(multi[0])][0]}]`);
    if (multi.length === 1) this.multikey = true;
    let tuples: unknown[][] = [[]];
    for (const f of perField) tuples = tuples.flatMap((t) => f.values.map((v) => [...t, v]));
    const seen = new Set<string>();
    return tuples.filter((t) => {
      const key = canonicalKey(t);
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  }

  compareKeys(a: unknown[], b: unknown[], len = Math.min(a.length, b.length)): number {
    for (let i = 0; i < len; i++) {
      const c = compareValues(a[i], b[i]) * this.fields[i][1];
      if (c !== 0) return c;
    }
    return 0;
  }

  private compareEntries(a: Entry, b: Entry): number {
    return this.compareKeys(a.k, b.k) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
  }

  /** First position where pred holds; pred must be monotonic over the sorted entries. */
  firstIndex(pred: (e: Entry) => boolean): number {
    let lo = 0;
    let hi = this.entries.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (pred(this.entries[mid])) hi = mid;
      else lo = mid + 1;
    }
    return lo;
  }

  add(doc: Doc, id: string): void {
    for (const k of this.keysFor(doc)) {
      const e = { k, id };
      const pos = this.firstIndex((x) => this.compareEntries(x, e) >= 0);
      this.entries.splice(pos, 0, e);
    }
  }

  remove(doc: Doc, id: string): void {
    for (const k of this.keysFor(doc)) {
      const e = { k, id };
      const pos = this.firstIndex((x) => this.compareEntries(x, e) >= 0);
      if (pos < this.entries.length && this.entries[pos].id === id && this.compareKeys(this.entries[pos].k, k) === 0) {
        this.entries.splice(pos, 1);
      }
    }
  }

  /** Entries whose leading key fields equal `prefix`, as a [start, end) range. */
  equalRange(prefix: unknown[]): [number, number] {
    const n = prefix.length;
    const start = this.firstIndex((e) => this.compareKeys(e.k, prefix, n) >= 0);
    const end = this.firstIndex((e) => this.compareKeys(e.k, prefix, n) > 0);
    return [start, end];
  }

  /** Throws E11000 (mongod's message, keyPattern, keyValue) if `doc` would duplicate another document's key. */
  checkUnique(doc: Doc, id: string, ns: string): void {
    if (!this.spec.unique) return;
    for (const k of this.keysFor(doc)) {
      const [start, end] = this.equalRange(k);
      for (let i = start; i < end; i++) {
        if (this.entries[i].id !== id) throw duplicateKeyError(ns, this, k);
      }
    }
  }
}

export function duplicateKeyError(ns: string, index: Index, key: unknown[]): Error {
  const keyValue: Doc = {};
  index.fields.forEach(([f], i) => (keyValue[f] = key[i] ?? null));
  const keyPattern = index.spec.key;
  const msg = `E11000 duplicate key error collection: ${ns} index: ${index.name} dup key: ${formatDoc(keyValue)}`;
  try {
    fail('DuplicateKey', msg, { keyPattern, keyValue });
  } catch (e) {
    return e as Error;
  }
}
