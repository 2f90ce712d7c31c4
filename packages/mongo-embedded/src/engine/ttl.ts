// TTL indexes: like mongod's background monitor (every 60 s by default), delete documents whose indexed
// date is older than expireAfterSeconds. Arrays of dates expire on their earliest date.
import type { Engine } from './database';
import { getPath } from './paths';
import { toNumber, type Doc } from './values';

function expiryDate(doc: Doc, field: string): Date | undefined {
  const v = getPath(doc, field);
  const dates = (Array.isArray(v) ? v : [v]).filter((x): x is Date => x instanceof Date);
  if (dates.length === 0) return undefined;
  return dates.reduce((a, b) => (a.getTime() <= b.getTime() ? a : b));
}

/** Deletes expired documents through the engine (so they are journaled); returns how many. */
export function sweepExpired(engine: Engine, now = Date.now()): number {
  let removed = 0;
  for (const colls of engine.dbs.values()) {
    for (const coll of [...colls.values()]) {
      for (const index of coll.indexes.values()) {
        const ttl = index.spec.expireAfterSeconds;
        if (ttl === undefined || index.fields.length !== 1) continue;
        const limit = now - toNumber(ttl) * 1000;
        for (const doc of [...coll.docs.values()]) {
          const date = expiryDate(doc, index.fields[0][0]);
          if (date && date.getTime() <= limit && coll.docs.has(coll.keyOf(doc))) {
            engine.remove(coll, doc);
            removed++;
          }
        }
      }
    }
  }
  return removed;
}
