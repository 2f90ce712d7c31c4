// find-style query execution: filter (through indexes), sort, skip, limit, projection.
import type { Collection } from './collection';
import { compareValues, sortKeyOf } from './compare';
import { fail, unsupported } from './errors';
import { candidates } from './paths';
import { compileProjection } from './projection';
import { isPlainObject, toNumber, type Doc } from './values';

export interface QueryOptions { filter?: Doc; sort?: Doc; skip?: number; limit?: number; projection?: Doc }

function sortValue(doc: Doc, path: string, dir: number): unknown {
  const { direct } = candidates(doc, path);
  const flat: unknown[] = [];
  for (const v of direct) {
    if (Array.isArray(v)) flat.push(...(v.length ? v : [undefined]));
    else flat.push(v);
  }
  return sortKeyOf(flat.length === 1 ? flat[0] : flat, dir);
}

export function compileSort(sort: Doc | undefined): ((a: Doc, b: Doc) => number) | 'reverse' | undefined {
  if (!sort || Object.keys(sort).length === 0) return undefined;
  const keys = Object.entries(sort).map(([path, d]) => {
    if (isPlainObject(d)) unsupported('$meta sort');
    const dir = toNumber(d);
    if (dir !== 1 && dir !== -1) fail('BadValue', `$sort key ordering must be 1 (for ascending) or -1 (for descending)`);
    return [path, dir] as const;
  });
  if (keys.length === 1 && keys[0][0] === '$natural') return keys[0][1] < 0 ? 'reverse' : undefined;
  return (a, b) => {
    for (const [path, dir] of keys) {
      const c = compareValues(sortValue(a, path, dir), sortValue(b, path, dir));
      if (c !== 0) return c * dir;
    }
    return 0;
  };
}

export function sortDocs(docs: Doc[], sort: Doc | undefined): Doc[] {
  const cmp = compileSort(sort);
  if (cmp === 'reverse') return docs.reverse();
  if (cmp) docs.sort(cmp);
  return docs;
}

export function runQuery(coll: Collection | undefined, opts: QueryOptions): Doc[] {
  if (!coll) return [];
  const skip = opts.skip ?? 0;
  const limit = opts.limit ?? 0;
  if (skip < 0) fail('BadValue', 'skip value must be non-negative');
  const hasSort = compileSort(opts.sort) !== undefined;
  // Without a sort the scan can stop early once skip+limit documents matched.
  let docs = coll.find(opts.filter ?? {}, hasSort || limit === 0 ? 0 : skip + limit);
  docs = sortDocs(docs, opts.sort);
  if (skip || limit) docs = docs.slice(skip, limit ? skip + limit : undefined);
  const project = compileProjection(opts.projection);
  return project ? docs.map(project) : docs;
}
