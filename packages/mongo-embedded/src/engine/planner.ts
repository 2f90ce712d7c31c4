// Chooses an index to narrow the candidate documents of a filter. The full filter is always re-checked
// on the candidates, so a plan only has to return a superset of the matching documents.
import { typeOrder, compareValues } from './compare';
import type { Index, Entry } from './indexes';
import { isOperatorObject } from './match';
import { bsonType, canonicalKey, isPlainObject, type Doc } from './values';

/** Index ranges that hold every match of a filter (a superset unless `exact`). */
export interface Plan {
  index: Index;
  ranges: [number, number][];
  /** leading index fields fixed by equality; with one range, entries are in the order of the fields after them */
  eqFields: number;
  /** the ranges hold exactly the matching documents, each once: the filter need not be re-checked */
  exact: boolean;
}

type Bounds = { eq: unknown[] } | { lo?: [unknown, boolean]; hi?: [unknown, boolean] };

function conditions(filter: Doc): Map<string, unknown[]> {
  const out = new Map<string, unknown[]>();
  const add = (k: string, v: unknown) => out.set(k, [...(out.get(k) ?? []), v]);
  for (const [k, v] of Object.entries(filter)) {
    if (k === '$and' && Array.isArray(v)) for (const sub of v) for (const [k2, v2] of conditions(sub as Doc)) v2.forEach((x) => add(k2, x));
    else if (!k.startsWith('$')) add(k, v);
  }
  return out;
}

function plainValue(v: unknown): boolean {
  return !(v instanceof RegExp) && !Array.isArray(v) && bsonType(v) !== 'BSONRegExp' && bsonType(v) !== 'MinKey' && bsonType(v) !== 'MaxKey';
}

function boundsOf(cond: unknown): Bounds | undefined {
  if (!isOperatorObject(cond)) return plainValue(cond) ? { eq: [cond] } : undefined;
  if ('$eq' in cond) return plainValue(cond.$eq) ? { eq: [cond.$eq] } : undefined;
  if ('$in' in cond) {
    const list = cond.$in;
    return Array.isArray(list) && list.every(plainValue) ? { eq: list } : undefined;
  }
  const b: { lo?: [unknown, boolean]; hi?: [unknown, boolean] } = {};
  if ('$gt' in cond) b.lo = [cond.$gt, false];
  if ('$gte' in cond) b.lo = [cond.$gte, true];
  if ('$lt' in cond) b.hi = [cond.$lt, false];
  if ('$lte' in cond) b.hi = [cond.$lte, true];
  const vals = [b.lo?.[0], b.hi?.[0]].filter((v) => v !== undefined);
  if (vals.length === 0 || !vals.every((v) => plainValue(v) && v !== null && !isPlainObject(v))) return undefined;
  return b;
}

/**
 * Entries whose leading fields equal `prefix` and whose next field lies within `b`, as a [start, end) range. The
 * open side of a one-sided bound stops at the bound's type, as mongod's type bracketing does. On a multikey index
 * only the lower bound is used: an array can hold a value above it and another below the upper one.
 */
function rangeOf(index: Index, prefix: unknown[], b: { lo?: [unknown, boolean]; hi?: [unknown, boolean] }): [number, number] {
  const n = prefix.length;
  const dir = index.fields[n][1];
  const ref = (b.lo ?? b.hi)![0];
  const t = typeOrder(ref);
  const below = (e: Entry, bound?: [unknown, boolean]) => {
    if (!bound) return typeOrder(e.k[n]) < t;
    const c = compareValues(e.k[n], bound[0]);
    return bound[1] ? c < 0 : c <= 0;
  };
  const above = (e: Entry, bound?: [unknown, boolean]) => {
    if (!bound) return typeOrder(e.k[n]) > t;
    const c = compareValues(e.k[n], bound[0]);
    return bound[1] ? c > 0 : c >= 0;
  };
  const hi = index.multikey && b.lo ? undefined : b.hi;
  const lo = b.lo;
  // past the prefix's entries, or within them and past the bound
  const from = (pastBound: (e: Entry) => boolean) => (e: Entry) => {
    const c = n === 0 ? 0 : index.compareKeys(e.k, prefix, n);
    return c > 0 || (c === 0 && pastBound(e));
  };
  if (dir > 0) return [index.firstIndex(from((e) => !below(e, lo))), index.firstIndex(from((e) => above(e, hi)))];
  return [index.firstIndex(from((e) => !above(e, hi))), index.firstIndex(from((e) => below(e, lo)))];
}

function candidateRanges(index: Index, conds: Map<string, unknown[]>): { ranges: [number, number][]; eqFields: number } | undefined {
  const prefixes: unknown[][] = [[]];
  let ranges: [number, number][] | undefined;
  let eqFields = 0;
  for (const [field] of index.fields) {
    const bounds = (conds.get(field) ?? []).map(boundsOf).filter((x) => x !== undefined);
    // a sparse index lacks documents missing its fields, so it can only answer non-null conditions
    const usable = index.spec.sparse && prefixes[0].length === 0 ? bounds.filter((x) => !('eq' in x) || !x.eq.some((v) => v === null || v === undefined)) : bounds;
    const equalities = usable.filter((x): x is { eq: unknown[] } => 'eq' in x);
    const b = equalities[0] ?? usable[0];
    if (!b) break;
    if ('eq' in b) {
      const narrowest = narrowestEquality(index, prefixes, equalities);
      prefixes.splice(0, prefixes.length, ...narrowest.prefixes);
      ranges = narrowest.ranges;
      eqFields++;
    } else {
      ranges = prefixes.map((p) => rangeOf(index, p, b));
      break;
    }
  }
  return ranges && { ranges: distinctRanges(ranges), eqFields };
}

/**
 * Every condition on one field must hold ({keys: 'a', $and: [{keys: 'b'}]} on an array), so any one of them bounds
 * the candidates: the one with the fewest index entries is read, the others are checked on each document. Taking
 * the first instead walked every entry of a common value to find the few holding a rare one too.
 */
function narrowestEquality(index: Index, prefixes: unknown[][], bounds: { eq: unknown[] }[]): { prefixes: unknown[][]; ranges: [number, number][] } {
  let best: { prefixes: unknown[][]; ranges: [number, number][]; size: number } | undefined;
  for (const b of bounds) {
    const next = prefixes.flatMap((p) => b.eq.map((v) => [...p, v]));
    const ranges = next.map((p) => index.equalRange(p));
    const size = ranges.reduce((n, [s, e]) => n + Math.max(0, e - s), 0);
    if (!best || size < best.size) best = { prefixes: next, ranges, size };
  }
  return best!;
}

/** `$in: [a, a]` gives the same range twice; distinct values give disjoint ranges. */
function distinctRanges(ranges: [number, number][]): [number, number][] {
  if (ranges.length < 2) return ranges;
  const seen = new Set<number>();
  return ranges.filter(([s, e]) => e > s && !seen.has(s) && (seen.add(s), true));
}

/**
 * Whether the index alone decides the filter: every condition is an equality (or $in) on one of the
 * index's equality-fixed fields. Index keys compare exactly as query equality does (same compareValues,
 * same type order), and a non-multikey index holds one entry per document with no arrays on its paths.
 * null is excluded: it also matches missing fields, which sparse indexes leave out.
 */
function isExact(index: Index, filter: Doc, eqFields: number): boolean {
  if (index.multikey) return false;
  const fixed = new Set(index.fields.slice(0, eqFields).map(([f]) => f));
  for (const key of Object.keys(filter)) {
    if (!fixed.has(key)) return false;
    const b = boundsOf(filter[key]);
    if (!b || !('eq' in b) || b.eq.some((v) => v === null || v === undefined)) return false;
    if (isOperatorObject(filter[key]) && Object.keys(filter[key] as Doc).length !== 1) return false;
  }
  return true;
}

/** The branch lists of the filter's `$or`s, at its top level or under `$and`: each one must hold. */
function orClauses(filter: Doc): Doc[][] {
  const out: Doc[][] = [];
  for (const [k, v] of Object.entries(filter)) {
    if (k === '$or' && Array.isArray(v) && v.length > 0 && v.every(isPlainObject)) out.push(v as Doc[]);
    else if (k === '$and' && Array.isArray(v)) for (const sub of v) if (isPlainObject(sub)) out.push(...orClauses(sub));
  }
  return out;
}

/**
 * Shrinks a one-range plan to the span of an `$or`'s branches on the same index (each branch with the filter's other
 * conditions). A keyset page's condition ({k: {$gt: v}} or {k: v, _id: {$lt: id}}, after an equality prefix) then
 * starts the walk at the cursor instead of reading every earlier page. The span is contiguous, so the walk keeps the
 * index order; every document matching the $or lies in one branch's ranges, so nothing is lost.
 */
function narrowByOr(index: Index, conds: Map<string, unknown[]>, ors: Doc[][], found: { ranges: [number, number][] }): void {
  if (found.ranges.length !== 1) return;
  for (const branches of ors) {
    let [start, end] = [Infinity, -Infinity];
    for (const branch of branches) {
      const merged = new Map(conds);
      for (const [k, v] of conditions(branch)) merged.set(k, [...(merged.get(k) ?? []), ...v]);
      const own = candidateRanges(index, merged);
      if (!own) return;
      for (const [s, e] of own.ranges) if (e > s) [start, end] = [Math.min(start, s), Math.max(end, e)];
    }
    const [s, e] = found.ranges[0];
    found.ranges[0] = start > end ? [s, s] : [Math.max(s, start), Math.max(Math.max(s, start), Math.min(e, end))];
  }
}

/**
 * Picks the usable index with the fewest candidate entries. Partial indexes are skipped (they may omit matches).
 * Of indexes with as few entries, one that is read in `sort` order wins (e.g. {ownerId} sorted by {doneRank: 1,
 * titleKey: 1} among several {ownerId, …} indexes), so the caller needs no sort. When only the first `want` in sort
 * order are wanted, an ordered walk stops early: it wins over a smaller unordered plan (which reads and sorts all of
 * its entries) unless that one is tiny. With the unordered plan's entries spread evenly over the ordered range, the
 * walk reads about want × ordered / unordered entries, so it wins when that is below the unordered size. mongod's
 * trial runs make the same choice (the ordered plan returns its first results first).
 */
export function planQuery(indexes: Iterable<Index>, filter: Doc, sort?: SortSpec, want = 0): Plan | undefined {
  const conds = conditions(filter);
  if (conds.size === 0) return undefined;
  const ors = orClauses(filter);
  type Candidate = { index: Index; ranges: [number, number][]; eqFields: number; size: number; ordered: boolean };
  let best: Candidate | undefined;
  let bestOrdered: Candidate | undefined;
  for (const index of indexes) {
    if (index.spec.partialFilterExpression) continue;
    const found = candidateRanges(index, conds);
    if (!found) continue;
    narrowByOr(index, conds, ors, found);
    const size = found.ranges.reduce((n, [s, e]) => n + Math.max(0, e - s), 0);
    const ordered = sort !== undefined && found.ranges.length === 1 && walksOncePerDocument(index, found.eqFields) && servesSort(index, found.eqFields, sort) !== 0;
    const candidate = { index, ...found, size, ordered };
    if (!best || size < best.size || (size === best.size && ordered && !best.ordered)) best = candidate;
    if (ordered && (!bestOrdered || size < bestOrdered.size)) bestOrdered = candidate;
  }
  if (!best) return undefined;
  if (want > 0 && bestOrdered && !best.ordered && want * bestOrdered.size < best.size * best.size) best = bestOrdered;
  return { index: best.index, ranges: best.ranges, eqFields: best.eqFields, exact: isExact(best.index, filter, best.eqFields) };
}

/** Whether a range fixing the first `eqFields` fields lists each document once: no array field is left free. */
export function walksOncePerDocument(index: Index, eqFields: number): boolean {
  for (const field of index.multikeyFields) if (field >= eqFields) return false;
  return true;
}

/** Number of entries a plan's ranges cover (the match count when the plan is exact). */
export function planSize(plan: Plan): number {
  return plan.ranges.reduce((n, [s, e]) => n + Math.max(0, e - s), 0);
}

/** The document ids of a plan's ranges, each once, in index order within each range. */
export function planIds(plan: Plan): string[] {
  const ids: string[] = [];
  if (plan.ranges.length === 1 && !plan.index.multikey) {
    const [s, e] = plan.ranges[0];
    plan.index.idsIn(s, e, (id) => void ids.push(id));
    return ids;
  }
  const seen = new Set<string>();
  for (const [s, e] of plan.ranges) {
    plan.index.idsIn(s, e, (id) => {
      if (!seen.has(id)) {
        seen.add(id);
        ids.push(id);
      }
    });
  }
  return ids;
}

export type SortSpec = readonly (readonly [string, number])[];

/** 1 when the sort follows the index fields' leading directions, -1 when exactly reversed, 0 otherwise. */
export function sortDirection(fields: readonly [string, number][], sort: SortSpec): number {
  if (sort.length > fields.length) return 0;
  if (sort.length === 0) return 1;
  if (sort.every(([f, d], i) => fields[i][0] === f && fields[i][1] === d)) return 1;
  return sort.every(([f, d], i) => fields[i][0] === f && fields[i][1] === -d) ? -1 : 0;
}

/** sortDirection of the index fields after the `eqFields` fixed by equality, against the sort without them. */
export function servesSort(index: Index, eqFields: number, sort: SortSpec): number {
  const fixed = new Set(index.fields.slice(0, eqFields).map(([f]) => f));
  return sortDirection(index.fields.slice(eqFields), sort.filter(([f]) => !fixed.has(f)));
}

/** _id equality / $in is answered straight from the document map. */
export function planById(filter: Doc): string[] | undefined {
  const b = conditions(filter).get('_id')?.map(boundsOf).find((x) => x !== undefined && 'eq' in x);
  if (!b || !('eq' in b)) return undefined;
  return b.eq.map(canonicalKey);
}
