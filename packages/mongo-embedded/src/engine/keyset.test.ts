import { Int32, ObjectId } from 'bson';
import { Collection } from './collection';
import { runQuery } from './query';
import type { Doc } from './values';

// The API's list pages (api/src/modules/todos/todos.cursor.ts): {ownerId} sorted by {doneRank, <key>, _id} on an
// index of the same fields, a later page adding "after the cursor" as an $or of compound comparisons.
const i32 = (n: number) => new Int32(n);
type Key = 'dueKey' | 'createdAt';

function seed(): Collection {
  const coll = new Collection('db', 'todos');
  coll.createIndex({ name: 'due', key: { ownerId: i32(1), doneRank: i32(1), dueKey: i32(1), _id: i32(-1) } });
  coll.createIndex({ name: 'created', key: { ownerId: i32(1), doneRank: i32(1), createdAt: i32(-1), _id: i32(-1) } });
  for (let i = 0; i < 10_000; i++) {
    for (const ownerId of i % 10 === 0 ? ['other', 'u'] : ['u']) {
      coll.insert(Collection.prepare({
        _id: new ObjectId(),
        ownerId,
        doneRank: i32(i % 3 === 0 ? 1 : 0),
        // many ties: 40 distinct keys, and createdAt shared by pairs
        dueKey: `2026-12-${String(10 + (i % 40)).padStart(2, '0')}`,
        createdAt: new Date(1_700_000_000_000 + Math.floor(i / 2) * 1000),
      }));
    }
  }
  return coll;
}

function after(key: Key, dir: 1 | -1, last: Doc): Doc {
  const beyond = dir === 1 ? '$gt' : '$lt';
  return {
    $or: [
      { doneRank: { $gt: last.doneRank } },
      { doneRank: last.doneRank, [key]: { [beyond]: last[key] } },
      { doneRank: last.doneRank, [key]: last[key], _id: { $lt: last._id } },
    ],
  };
}

describe('keyset pages start the index walk at the cursor', () => {
  const coll = seed();
  for (const [key, dir] of [['dueKey', 1], ['createdAt', -1]] as const) {
    test(`${key} ${dir}: page 50 of 10,000 examines about a page, and the pages are the sorted list`, () => {
      const sort = { doneRank: 1, [key]: dir, _id: -1 };
      const all = runQuery(coll, { filter: { ownerId: 'u' }, sort });
      expect(all).toHaveLength(10_000);
      const paged: Doc[] = [];
      let last: Doc | undefined;
      for (let page = 1; page <= 60; page++) {
        coll.stats.docsExamined = 0;
        const filter = last ? { $and: [{ ownerId: 'u' }, after(key, dir, last)] } : { ownerId: 'u' };
        const docs = runQuery(coll, { filter, sort, limit: 21 });
        expect(coll.stats.docsExamined).toBeLessThanOrEqual(21);
        paged.push(...docs.slice(0, 20));
        last = docs[19];
      }
      expect(paged.map((d) => d._id)).toEqual(all.slice(0, 1200).map((d) => d._id));
      // across the open/completed boundary (6,666 open): the walk still starts at the cursor
      coll.stats.docsExamined = 0;
      const boundary = all[6660];
      const next = runQuery(coll, { filter: { $and: [{ ownerId: 'u' }, after(key, dir, boundary)] }, sort, limit: 21 });
      expect(next.map((d) => d._id)).toEqual(all.slice(6661, 6682).map((d) => d._id));
      expect(coll.stats.docsExamined).toBe(21);
    });
  }

  test('the last page and a cursor past the end read nothing more', () => {
    const sort = { doneRank: 1, dueKey: 1, _id: -1 };
    const all = runQuery(coll, { filter: { ownerId: 'u' }, sort });
    coll.stats.docsExamined = 0;
    expect(runQuery(coll, { filter: { $and: [{ ownerId: 'u' }, after('dueKey', 1, all[9_989])] }, sort, limit: 21 })).toEqual(all.slice(9_990));
    expect(runQuery(coll, { filter: { $and: [{ ownerId: 'u' }, after('dueKey', 1, all[9_999])] }, sort, limit: 21 })).toEqual([]);
    expect(coll.stats.docsExamined).toBe(10);
  });

  test('a branch no index bounds falls back to the whole owner range, with the same result', () => {
    const sort = { doneRank: 1, dueKey: 1, _id: -1 };
    const all = runQuery(coll, { filter: { ownerId: 'u' }, sort });
    coll.stats.docsExamined = 0;
    const filter = { ownerId: 'u', $or: [{ doneRank: { $gt: i32(0) } }, { title: 'none' }] };
    const open = all.findIndex((d) => (d.doneRank as Int32).value === 1);
    expect(open).toBe(6_666);
    expect(runQuery(coll, { filter, sort, limit: 5 })).toEqual(all.slice(open, open + 5));
    expect(coll.stats.docsExamined).toBe(open + 5);
  });
});
