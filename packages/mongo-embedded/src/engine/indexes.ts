// Secondary indexes: a sorted array of (key tuple, document id) entries, searched by binary search.
// Supports unique, sparse, partial, compound and multikey indexes like mongod.
import { compareStrings, compareValues } from './compare';
import { fail } from './errors';
import { formatDoc } from './format';
import { matches } from './match';
import { directValues } from './paths';
import { SortedList } from './sorted';
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

function fieldValues(doc: Doc, parts: string[]): { values: unknown[]; missing: boolean; multi: boolean } {
  const direct = directValues(doc, parts);
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
  readonly list: SortedList<Entry>;
  private readonly parts: string[][];
  multikey = false;
  /** Positions in `fields` of the fields that have held an array (mongod's multikey paths); never shrinks. */
  readonly multikeyFields = new Set<number>();

  constructor(spec: IndexSpec) {
    this.spec = spec;
    this.fields = Object.entries(spec.key).map(([f, d]) => [f, typeof d === 'string' ? 1 : toNumber(d) < 0 ? -1 : 1]);
    this.list = new SortedList<Entry>((a, b) => this.compareEntries(a, b));
    this.parts = this.fields.map(([f]) => f.split('.'));
  }

  get name(): string {
    return this.spec.name;
  }

  /** Key tuples for a document; none when a sparse/partial index excludes it. */
  keysFor(doc: Doc): unknown[][] {
    const pfe = this.spec.partialFilterExpression;
    if (pfe && !matches(doc, pfe)) return [];
    const perField = this.parts.map((p) => fieldValues(doc, p));
    if (this.spec.sparse && perField.every((f) => f.missing)) return [];
    const multi = perField.filter((f) => f.multi);
    if (multi.length > 1) fail('CannotIndexParallelArrays', `cannot index parallel arrays [${this.fields[perField.indexOf(multi[1])][0]}] [${this.fields[perField.indexOf(multi[0])][0]}]`);
    if (multi.length === 1) {
      this.multikey = true;
      this.multikeyFields.add(perField.indexOf(multi[0]));
    }
    if (multi.length === 0) return [perField.map((f) => f.values[0])];
    // One field holds the array and every other field one value: a tuple per distinct element, the duplicates found
    // on the element alone (a search entry's ~250 keys: no canonical string of each whole tuple).
    const at = perField.indexOf(multi[0]);
    const base = perField.map((f) => f.values[0]);
    const strings = new Set<string>();
    const others = new Set<string>();
    const tuples: unknown[][] = [];
    for (const v of multi[0].values) {
      if (typeof v === 'string') {
        if (strings.has(v)) continue;
        strings.add(v);
      } else {
        const key = canonicalKey(v);
        if (others.has(key)) continue;
        others.add(key);
      }
      const t = base.slice();
      t[at] = v;
      tuples.push(t);
    }
    return tuples;
  }

  compareKeys(a: unknown[], b: unknown[], len = Math.min(a.length, b.length)): number {
    for (let i = 0; i < len; i++) {
      // the same value (an owner id, a type, one Date object) compares equal without the type dispatch
      const x = a[i];
      const y = b[i];
      if (x === y) continue;
      // two strings (search keys, titles, owner ids) need no type dispatch
      const c = (typeof x === 'string' && typeof y === 'string' ? compareStrings(x, y) : compareValues(x, y)) * this.fields[i][1];
      if (c !== 0) return c;
    }
    return 0;
  }

  /** Index order of two entries on the fields from `from` on, then the document id (entries of different prefixes). */
  compareFrom(a: Entry, b: Entry, from: number): number {
    for (let i = from; i < this.fields.length; i++) {
      const x = a.k[i];
      const y = b.k[i];
      if (x === y) continue;
      const c = (typeof x === 'string' && typeof y === 'string' ? compareStrings(x, y) : compareValues(x, y)) * this.fields[i][1];
      if (c !== 0) return c;
    }
    return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
  }

  compareEntries(a: Entry, b: Entry): number {
    return this.compareKeys(a.k, b.k) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
  }

  /** First position where pred holds; pred must be monotonic over the sorted entries. */
  firstIndex(pred: (e: Entry) => boolean): number {
    return this.list.firstIndex(pred);
  }

  add(doc: Doc, id: string, keys = this.keysFor(doc)): void {
    for (const k of keys) this.list.insert({ k, id });
  }

  remove(doc: Doc, id: string, keys = this.keysFor(doc)): void {
    for (const k of keys) this.list.remove({ k, id });
  }

  /**
   * Moves a document's entries from its old key to its new one; an update that leaves this index's fields alone (a
   * to-do's status change and its title index, say) keeps its entry in place instead of a remove and an insert.
   */
  replace(oldDoc: Doc, newDoc: Doc, id: string, keys = this.keysFor(newDoc)): void {
    const before = this.keysFor(oldDoc);
    if (keys.length === 1 && before.length === 1 && canonicalKey(keys[0]) === canonicalKey(before[0])) return;
    this.remove(oldDoc, id, before);
    this.add(newDoc, id, keys);
  }

  /** Bulk build: one sort instead of one insert per key; duplicates are found as sorted neighbours. */
  build(docs: Iterable<[string, Doc]>, ns: string, checkUnique: boolean): void {
    const entries: Entry[] = [];
    for (const [id, doc] of docs) for (const k of this.keysFor(doc)) entries.push({ k, id });
    entries.sort((a, b) => this.compareEntries(a, b));
    if (checkUnique && this.spec.unique) {
      for (let i = 1; i < entries.length; i++) {
        if (entries[i].id !== entries[i - 1].id && this.compareKeys(entries[i].k, entries[i - 1].k) === 0) {
          throw duplicateKeyError(ns, this, entries[i].k);
        }
      }
    }
    this.list.load(entries);
  }

  /** Document ids of the entries at positions [start, end), in index order. */
  idsIn(start: number, end: number, into: (id: string) => boolean | void, reverse = false): void {
    this.list.forEach(start, end, (e) => into(e.id), reverse);
  }

  /** Entries whose leading key fields equal `prefix`, as a [start, end) range. */
  equalRange(prefix: unknown[]): [number, number] {
    const n = prefix.length;
    const start = this.firstIndex((e) => this.compareKeys(e.k, prefix, n) >= 0);
    const end = this.firstIndex((e) => this.compareKeys(e.k, prefix, n) > 0);
    return [start, end];
  }

  /** Throws E11000 (mongod's message, keyPattern, keyValue) if `doc` would duplicate another document's key. */
  checkUnique(doc: Doc, id: string, ns: string, keys = this.keysFor(doc)): void {
    if (!this.spec.unique) return;
    for (const k of keys) {
      const [start, end] = this.equalRange(k);
      let clash = false;
      this.idsIn(start, end, (other) => !(clash = other !== id));
      if (clash) throw duplicateKeyError(ns, this, k);
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
