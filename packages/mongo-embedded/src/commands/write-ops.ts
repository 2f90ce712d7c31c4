// Single-statement write logic shared by update, delete and findAndModify.
import { Collection } from '../engine/collection';
import type { Engine } from '../engine/database';
import { fail } from '../engine/errors';
import { isOperatorObject } from '../engine/match';
import { applyUpdate, isPipeline, isReplacement } from '../engine/update';
import { writeAt } from '../engine/update-paths';
import { bsonType, canonicalKey, clone, isNumeric, isPlainObject, toNumber, type Doc } from '../engine/values';

export interface UpdateStatement { q: Doc; u: Doc | Doc[]; multi?: boolean; upsert?: boolean; arrayFilters?: Doc[] }

export interface UpdateResult { matched: number; modified: number; upsertedId?: unknown; docs: { before: Doc; after: Doc }[] }

/** Exact equality (types, field order) without serializing; unchanged values are shared by clone(). */
function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a)) return Array.isArray(b) && a.length === b.length && a.every((x, i) => sameValue(x, b[i]));
  if (isPlainObject(a)) {
    if (!isPlainObject(b)) return false;
    const ka = Object.keys(a);
    const kb = Object.keys(b);
    return ka.length === kb.length && ka.every((k, i) => k === kb[i] && sameValue(a[k], b[k]));
  }
  if (a instanceof Date) return b instanceof Date && a.getTime() === b.getTime();
  const t = bsonType(a);
  if (t === undefined || t !== bsonType(b)) return false;
  return isNumeric(a) ? String(a) === String(b) && Object.is(toNumber(a), toNumber(b)) : canonicalKey(a) === canonicalKey(b);
}

/** Equality fields of the query become the new document of an upsert, as in mongod. */
export function upsertSeed(query: Doc): Doc {
  const seed: Doc = {};
  const visit = (q: Doc) => {
    for (const [k, v] of Object.entries(q)) {
      if (k === '$and' && Array.isArray(v)) v.forEach((sub) => visit(sub as Doc));
      else if (k.startsWith('$')) continue;
      else if (isOperatorObject(v)) {
        if ('$eq' in v) writeAt(seed, k.split('.'), clone(v.$eq));
      } else if (!(v instanceof RegExp)) writeAt(seed, k.split('.'), clone(v));
    }
  };
  visit(query);
  return seed;
}

export function validateUpdate(u: unknown, multi: boolean): Doc | Doc[] {
  if (isPipeline(u)) return u;
  if (!isPlainObject(u)) fail('FailedToParse', 'Update argument must be either an object or an array');
  if (multi && isReplacement(u)) fail('FailedToParse', 'multi update is not supported for replacement-style update');
  return u;
}

export function updateDocs(engine: Engine, db: string, collName: string, stmt: UpdateStatement, matchedDocs?: Doc[]): UpdateResult {
  const u = validateUpdate(stmt.u, !!stmt.multi);
  const coll = engine.collection(db, collName);
  const targets = matchedDocs ?? (coll ? coll.find(stmt.q, stmt.multi ? 0 : 1) : []);
  const result: UpdateResult = { matched: targets.length, modified: 0, docs: [] };
  for (const doc of targets) {
    const after = applyUpdate(doc, u, { isInsert: false, query: stmt.q, arrayFilters: stmt.arrayFilters });
    if (!sameValue(doc, after)) {
      engine.replace(coll!, doc, after);
      result.modified++;
    }
    result.docs.push({ before: doc, after });
  }
  if (targets.length === 0 && stmt.upsert) {
    const seed = upsertSeed(stmt.q);
    const after = Collection.prepare(applyUpdate(seed, u, { isInsert: true, query: stmt.q, arrayFilters: stmt.arrayFilters }));
    engine.insert(engine.ensureCollection(db, collName), after);
    result.upsertedId = after._id;
    result.docs.push({ before: seed, after });
  }
  return result;
}
