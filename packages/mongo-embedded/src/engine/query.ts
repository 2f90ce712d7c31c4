// find-style query execution: filter (through indexes), sort, skip, limit, projection.
import type { Collection } from './collection';
import { compareValues, sortKeyOf } from './compare';
import { fail, unsupported } from './errors';
import { candidates } from './paths';
import { compileProjection } from './projection';
import { isPlainObject, toNumber, type Doc } from './values';

export interface QueryOptions { filter?: Doc; sort?: Doc; skip?: number; limit?: number; projection?: Doc }

function sortValue(doc: Doc, path: string, dir: number): unknown {
  // a top-level scalar field (the common case) is its own sort key: no path walk
  if (!path.includes('.')) {
    const v = doc[path];
    if (!Array.isArray(v)) return v;
  }
  const { direct } = candidates(doc, path);
  const flat: unknown[] = [];
  for (const v of direct) {
    if (Array.isArray(v)) flat.push(...(v.length ? v : [undefined]));
    else flat.push(v);
  }
  return sortKeyOf(flat.length === 1 ? flat[0] : flat, dir);
}

type SortSpec = readonly (readonly [string, number])[];

export function parseSort(sort: Doc | undefined): SortSpec | 'reverse' | undefined {
  if (!sort || Object.keys(sort).length === 0) return undefined;
  const keys = Object.entries(sort).map(([path, d]) => {
    if (isPlainObject(d)) unsupported('$meta sort');
    const dir = toNumber(d);
    if (dir !== 1 && dir !== -1) fail('BadValue', `$sort key ordering must be 1 (for ascending) or -1 (for descending)`);
    return [path, dir] as const;
  });
  if (keys.length === 1 && keys[0][0] === '$natural') return keys[0][1] < 0 ? 'reverse' : undefined;
  return keys;
}

/** Sorts with precomputed keys (one path walk per document instead of one per comparison); stable. */
export function sortDocs(docs: Doc[], sort: Doc | undefined): Doc[] {
  const spec = parseSort(sort);
  if (spec === 'reverse') return docs.reverse();
  if (!spec) return docs;
  const keyed = docs.map((doc) => ({ doc, keys: spec.map(([path, dir]) => sortValue(doc, path, dir)) }));
  keyed.sort((a, b) => {
    for (let i = 0; i < spec.length; i++) {
      const c = compareValues(a.keys[i], b.keys[i]);
      if (c !== 0) return c * spec[i][1];
    }
    return 0;
  });
  return keyed.map((k) => k.doc);
}

export function runQuery(coll: Collection | undefined, opts: QueryOptions): Doc[] {
  if (!coll) return [];
  const skip = opts.skip ?? 0;
  const limit = opts.limit ?? 0;
  if (skip < 0) fail('BadValue', 'skip value must be non-negative');
  const spec = parseSort(opts.sort);
  const filter = opts.filter ?? {};
  // An index walk that already yields the sort order needs no sort (and stops at skip + limit).
  let docs = Array.isArray(spec) ? coll.findOrdered(filter, spec, limit > 0 ? skip + limit : 0) : undefined;
  if (!docs) {
    // Without a sort the scan can stop early once skip+limit documents matched.
    docs = sortDocs(coll.find(filter, spec || limit === 0 ? 0 : skip + limit), opts.sort);
  }
  if (skip || limit) docs = docs.slice(skip, limit ? skip + limit : undefined);
  const project = compileProjection(opts.projection, filter);
  return project ? docs.map(project) : docs;
}
