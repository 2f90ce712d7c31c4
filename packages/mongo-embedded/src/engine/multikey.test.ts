import { ObjectId } from 'bson';
import { Collection } from './collection';
import { Index } from './indexes';
import { runQuery } from './query';
import type { Doc } from './values';

let seed = 7;
const rnd = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
const pick = <T>(xs: T[]): T => xs[Math.floor(rnd() * xs.length)];

// The API's search entries: ~260 keys per document in {ownerId, type, keys, updatedAt}; updates rewrite them.
describe('a multikey index with many keys per document', () => {
  const KEYS = Array.from({ length: 400 }, (_, i) => `k${String(i).padStart(3, '0')}`);
  const keysOf = () => [...new Set(Array.from({ length: 120 }, () => pick(KEYS)))];
  const coll = new Collection('db', 'entries');
  coll.createIndex({ name: 'k', key: { ownerId: 1, type: 1, keys: 1, updatedAt: -1 } });
  // a plain index most updates leave alone (its entry stays in place), some move (the owner changes)
  coll.createIndex({ name: 'owner', key: { ownerId: 1, type: 1 } });
  const docs = new Map<string, Doc>();
  const save = (doc: Doc) => {
    if (docs.has(String(doc._id))) coll.replace(docs.get(String(doc._id))!, doc);
    else coll.insert(doc);
    docs.set(String(doc._id), doc);
  };
  for (let i = 0; i < 300; i++) {
    // a few numeric keys and an emoji key are compared value by value among the encoded ones
    const extra = i % 50 === 0 ? [i, '\ud83d\ude00'] : [];
    save({ _id: new ObjectId(), ownerId: pick(['u', 'v']), type: pick(['todo', 'task']), keys: [...keysOf(), ...extra], updatedAt: new Date(1e12 + i * 1000) });
  }
  // updates that keep some keys, keep the date, or change everything; and removals
  for (const [n, doc] of [...docs.values()].entries()) {
    const kept = (doc.keys as unknown[]).filter(() => rnd() < 0.7);
    if (n % 3 === 0) save({ ...doc, keys: [...kept, ...keysOf().slice(0, 20)], ...(n % 2 ? { ownerId: doc.ownerId === 'u' ? 'v' : 'u' } : {}) });
    else if (n % 3 === 1) save({ ...doc, keys: [...kept, ...keysOf()], updatedAt: new Date(2e12 + n) });
    else if (n % 7 === 0) {
      coll.remove(coll.keyOf(doc));
      docs.delete(String(doc._id));
    }
  }
  const all = () => [...docs.values()];
  const newest = (a: Doc, b: Doc) => (b.updatedAt as Date).getTime() - (a.updatedAt as Date).getTime() || (String(a._id) < String(b._id) ? 1 : -1);

  test('after inserts, partial updates and removals, the entries are those a fresh build makes, in its order', () => {
    const entries = (i: Index) => {
      const out: string[] = [];
      i.list.forEach(0, i.list.length, (e) => void out.push(`${e.id} ${JSON.stringify(e.k)}`));
      return out;
    };
    for (const index of coll.indexes.values()) {
      const fresh = new Index(index.spec);
      fresh.build(coll.docs, coll.ns, true);
      expect(entries(index)).toEqual(entries(fresh));
    }
    expect(coll.indexes.get('k')!.list.length).toBe(all().reduce((n, d) => n + new Set(d.keys as unknown[]).size, 0));
    expect(coll.indexes.get('owner')!.list.length).toBe(docs.size);
  });

  test('an equality look-up walked newest first and a range over the keys answer as a scan does', () => {
    for (const key of [...KEYS.slice(0, 40), 0, 50, '\ud83d\ude00']) {
      for (const ownerId of ['u', 'v']) {
        const filter = { ownerId, type: 'todo', keys: key };
        const want = all().filter((d) => d.ownerId === ownerId && d.type === 'todo' && (d.keys as unknown[]).includes(key)).sort(newest);
        expect(runQuery(coll, { filter, sort: { updatedAt: -1 }, limit: 7 }).map((d) => d._id)).toEqual(want.slice(0, 7).map((d) => d._id));
      }
    }
    const inRange = (d: Doc) => (d.keys as unknown[]).some((k) => typeof k === 'string' && k >= 'k390');
    const range = runQuery(coll, { filter: { ownerId: 'u', type: 'task', keys: { $gte: 'k390' } } });
    expect(range.map((d) => String(d._id)).sort()).toEqual(all().filter((d) => d.ownerId === 'u' && d.type === 'task' && inRange(d)).map((d) => String(d._id)).sort());
  });
});

describe('keys of an array field', () => {
  it('one entry per distinct element, equal values of other types once, in the array order', () => {
    const index = new Index({ name: 'k', key: { ownerId: 1, keys: 1, at: -1 } });
    const at = new Date(5);
    const keys = index.keysFor({ ownerId: 'o', keys: ['b', 'a', 'b', 1, 1.0, new Date(3), new Date(3), null, 'a'], at });
    expect(keys).toEqual([['o', 'b', at], ['o', 'a', at], ['o', 1, at], ['o', new Date(3), at], ['o', null, at]]);
    // a string is never equal to another type's value with the same text
    expect(index.keysFor({ ownerId: 'o', keys: ['1', 1, 'null', null], at })).toEqual([['o', '1', at], ['o', 1, at], ['o', 'null', at], ['o', null, at]]);
    expect(index.keysFor({ ownerId: 'o', keys: [], at })).toEqual([['o', null, at]]);
  });
});
