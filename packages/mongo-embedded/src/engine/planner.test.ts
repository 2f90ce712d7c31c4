import { Int32 } from 'bson';
import { Collection } from './collection';
import { runQuery } from './query';
import { canonicalKey, type Doc } from './values';

function seed(withIndex: boolean): Collection {
  const coll = new Collection('db', 'todos');
  if (withIndex) coll.createIndex({ name: 'ownerId_1_createdAt_-1', key: { ownerId: new Int32(1), createdAt: new Int32(-1) } });
  for (let i = 0; i < 3000; i++) {
    coll.insert(Collection.prepare({ ownerId: `user${i % 100}`, createdAt: new Date(1_700_000_000_000 + i * 1000), n: new Int32(i) }));
  }
  coll.stats.docsExamined = 0;
  return coll;
}

test('a per-user list uses the compound index prefix instead of scanning every user', () => {
  const coll = seed(true);
  const docs = runQuery(coll, { filter: { ownerId: 'user7' }, sort: { createdAt: -1 } });
  expect(docs).toHaveLength(30);
  expect(coll.stats.docsExamined).toBe(30);
  expect(coll.stats.indexUses).toBe(1);
  expect(coll.stats.collScans).toBe(0);
});

test('without the index the same query examines every document', () => {
  const coll = seed(false);
  expect(runQuery(coll, { filter: { ownerId: 'user7' } })).toHaveLength(30);
  expect(coll.stats.docsExamined).toBe(3000);
});

test('equality prefix plus range, $in, and range on the leading field are narrowed', () => {
  const coll = seed(true);
  const since = new Date(1_700_000_000_000 + 2000 * 1000);
  const recent = runQuery(coll, { filter: { ownerId: 'user7', createdAt: { $gte: since } } });
  expect(recent).toHaveLength(10);
  expect(coll.stats.docsExamined).toBeLessThanOrEqual(30);

  coll.stats.docsExamined = 0;
  expect(runQuery(coll, { filter: { ownerId: { $in: ['user1', 'user2'] } } })).toHaveLength(60);
  expect(coll.stats.docsExamined).toBe(60);

  coll.stats.docsExamined = 0;
  expect(runQuery(coll, { filter: { ownerId: { $gte: 'user98' } } })).toHaveLength(60);
  expect(coll.stats.docsExamined).toBe(60);
});

test('_id equality reads one document', () => {
  const coll = seed(false);
  const [first] = coll.docs.values();
  expect(runQuery(coll, { filter: { _id: first._id } })).toEqual([first]);
  expect(coll.stats.docsExamined).toBe(1);
});

test('index results stay correct after updates and deletes', () => {
  const coll = seed(true);
  const [doc] = runQuery(coll, { filter: { ownerId: 'user7' }, limit: 1 });
  coll.replace(doc, { ...doc, ownerId: 'moved' });
  expect(runQuery(coll, { filter: { ownerId: 'user7' } })).toHaveLength(29);
  expect(runQuery(coll, { filter: { ownerId: 'moved' } })).toHaveLength(1);
  for (const d of runQuery(coll, { filter: { ownerId: 'user8' } })) coll.remove(canonicalKey(d._id));
  expect(runQuery(coll, { filter: { ownerId: 'user8' } })).toHaveLength(0);
  expect(coll.docs.size).toBe(2970);
});

test('a limited sort with no narrowing filter walks a matching index and stops early', () => {
  const coll = new Collection('db', 'events');
  coll.createIndex({ name: 'at_-1', key: { at: new Int32(-1) } });
  for (let i = 0; i < 2000; i++) coll.insert(Collection.prepare({ at: new Date(i * 1000), odd: i % 2 === 1 }));
  coll.stats.docsExamined = 0;
  const newest = runQuery(coll, { filter: { odd: true }, sort: { at: -1 }, limit: 3 });
  expect(newest.map((d) => (d.at as Date).getTime() / 1000)).toEqual([1999, 1997, 1995]);
  expect(coll.stats.docsExamined).toBeLessThanOrEqual(6);
  const oldest = runQuery(coll, { sort: { at: 1 }, skip: 1, limit: 2 });
  expect(oldest.map((d) => (d.at as Date).getTime() / 1000)).toEqual([1, 2]);
  const unsorted = runQuery(coll, { sort: { odd: 1, at: 1 }, limit: 1 });
  expect((unsorted[0].at as Date).getTime()).toBe(0);
});

test('a sparse index answers non-null equality but not null queries', () => {
  const coll = new Collection('db', 'users');
  coll.createIndex({ name: 'email_1', key: { email: new Int32(1) }, unique: true, sparse: true });
  for (let i = 0; i < 500; i++) coll.insert(Collection.prepare(i % 5 === 0 ? { n: new Int32(i) } : { email: `u${i}@x.io` }));
  coll.stats.docsExamined = 0;
  expect(runQuery(coll, { filter: { email: 'u7@x.io' } })).toHaveLength(1);
  expect(coll.stats.docsExamined).toBe(1);
  expect(runQuery(coll, { filter: { email: null } })).toHaveLength(100);
  expect(coll.stats.collScans).toBe(1);
});

test('$or whose branches can all use an index reads only those entries', () => {
  const coll = seed(true);
  coll.createIndex({ name: 'n_1', key: { n: new Int32(1) } });
  coll.stats.docsExamined = 0;
  const docs = runQuery(coll, { filter: { $or: [{ ownerId: 'user3' }, { n: { $lt: new Int32(5) } }] } });
  expect(docs).toHaveLength(30 + 5 - 1); // n=3 belongs to user3 as well
  expect(coll.stats.docsExamined).toBe(34);
  coll.stats.docsExamined = 0;
  expect(runQuery(coll, { filter: { $or: [{ ownerId: 'user3' }, { other: 1 }] } })).toHaveLength(30);
  expect(coll.stats.docsExamined).toBe(3000);
});

test('an equality prefix in index order is read in order: no sort, and a limit stops the walk', () => {
  const coll = seed(true);
  const byTime = (docs: { createdAt?: unknown }[]) => docs.map((d) => (d.createdAt as Date).getTime());
  const all = runQuery(coll, { filter: { ownerId: 'user7' }, sort: { createdAt: -1 } });
  expect(byTime(all)).toEqual(byTime(all).sort((a, b) => b - a));
  const asc = runQuery(coll, { filter: { ownerId: 'user7' }, sort: { ownerId: 1, createdAt: 1 } });
  expect(asc).toEqual([...all].reverse());
  coll.stats.docsExamined = 0;
  const page = runQuery(coll, { filter: { ownerId: 'user7' }, sort: { createdAt: -1 }, skip: 5, limit: 3 });
  expect(page).toEqual(all.slice(5, 8));
  expect(coll.stats.docsExamined).toBe(8);
  // a filter the index does not decide is still checked on every document of the walk
  const odd = runQuery(coll, { filter: { ownerId: 'user7', n: { $mod: [2, 1] } }, sort: { createdAt: -1 }, limit: 2 });
  expect(odd).toEqual(all.filter((d) => (d.n as Int32).value % 2 === 1).slice(0, 2));
});

test('of indexes holding as many candidates, the one read in the sort order is chosen: a limited sort stops early', () => {
  const coll = new Collection('db', 'todos');
  const i32 = (n: number) => new Int32(n);
  coll.createIndex({ name: 'ownerId_1_createdAt_-1', key: { ownerId: i32(1), createdAt: i32(-1) } });
  coll.createIndex({ name: 'ownerId_1_done_1_title_1', key: { ownerId: i32(1), done: i32(1), title: i32(1) } });
  for (let i = 0; i < 1000; i++) coll.insert(Collection.prepare({ ownerId: 'u', done: i32(i % 3 === 0 ? 1 : 0), title: `t${1000 + ((i * 7) % 1000)}`, createdAt: new Date(i * 1000) }));
  coll.stats.docsExamined = 0;
  const page = runQuery(coll, { filter: { ownerId: 'u' }, sort: { done: 1, title: 1 }, limit: 3 });
  expect(page.map((d) => [(d.done as Int32).value, d.title])).toEqual([[0, 't1001'], [0, 't1002'], [0, 't1004']]);
  expect(coll.stats.docsExamined).toBe(3);
});

test('a count the index decides reads no documents', () => {
  const coll = seed(true);
  expect(coll.count({ ownerId: 'user7' })).toBe(30);
  expect(coll.count({ ownerId: { $in: ['user7', 'user8', 'user7'] } })).toBe(60);
  expect(coll.stats.docsExamined).toBe(0);
  expect(coll.count({ ownerId: 'user7', n: { $gte: new Int32(1500) } })).toBe(15);
  expect(coll.stats.docsExamined).toBe(30);
});

test('a multikey index whose array field is fixed by equality is read in order of the fields after it', () => {
  const coll = new Collection('db', 'entries');
  coll.createIndex({ name: 'ownerId_1_keys_1_at_-1', key: { ownerId: new Int32(1), keys: new Int32(1), at: new Int32(-1) } });
  for (let i = 0; i < 2000; i++) {
    coll.insert(Collection.prepare({ ownerId: `user${i % 2}`, keys: [`k${i % 10}`, `k${i % 7}`, 'all'], at: new Date(i * 1000), n: new Int32(i) }));
  }
  coll.stats.docsExamined = 0;
  const newest = runQuery(coll, { filter: { ownerId: 'user0', keys: 'all' }, sort: { at: -1 }, limit: 3 });
  expect(newest.map((d) => (d.n as Int32).value)).toEqual([1998, 1996, 1994]);
  expect(coll.stats.docsExamined).toBe(3);
  // a document holding the key twice (k0 twice when i % 70 === 0) still comes once
  const k0 = runQuery(coll, { filter: { ownerId: 'user0', keys: 'k0' }, sort: { at: -1 } }).map((d) => (d.n as Int32).value);
  expect(k0).toEqual([...new Set(k0)]);
  expect(k0.slice(0, 3)).toEqual([1990, 1988, 1980]);
  // further conditions on the array are checked on each walked document
  coll.stats.docsExamined = 0;
  const both = runQuery(coll, { filter: { ownerId: 'user1', keys: 'k3', $and: [{ keys: 'k5' }] }, sort: { at: -1 }, limit: 2 });
  expect(both.map((d) => (d.n as Int32).value)).toEqual([1993, 1935]);
  expect(coll.stats.docsExamined).toBeLessThan(20);
});

test('a multikey index with its array field not fixed by equality is not walked for order', () => {
  const coll = new Collection('db', 'entries');
  coll.createIndex({ name: 'ownerId_1_at_-1', key: { ownerId: new Int32(1), at: new Int32(-1) } });
  for (let i = 0; i < 200; i++) coll.insert(Collection.prepare({ ownerId: 'u', at: i % 2 ? [new Date(i), new Date(5000 - i)] : new Date(i) }));
  expect(coll.findOrdered({ ownerId: 'u' }, [['at', -1]], 3)).toBeUndefined();
  const sorted = runQuery(coll, { filter: { ownerId: 'u' }, sort: { at: -1 }, limit: 1 });
  expect((sorted[0].at as Date[])[1].getTime()).toBe(4999);
});

test('of several conditions on one array field, the walk reads the value with the fewest entries, whatever their order', () => {
  const coll = new Collection('db', 'entries');
  coll.createIndex({ name: 'ownerId_1_keys_1_at_-1', key: { ownerId: new Int32(1), keys: new Int32(1), at: new Int32(-1) } });
  for (let i = 0; i < 3000; i++) coll.insert(Collection.prepare({ ownerId: 'u', keys: i % 500 === 7 ? ['common', 'rare'] : ['common'], at: new Date(i * 1000), n: new Int32(i) }));
  for (const filter of [{ ownerId: 'u', keys: 'common', $and: [{ keys: 'rare' }] }, { ownerId: 'u', keys: 'rare', $and: [{ keys: 'common' }] }]) {
    coll.stats.docsExamined = 0;
    const found = runQuery(coll, { filter, sort: { at: -1 }, limit: 20 });
    expect(found.map((d) => (d.n as Int32).value)).toEqual([2507, 2007, 1507, 1007, 507, 7]);
    // the 6 entries of 'rare', not the 3,000 of 'common'
    expect(coll.stats.docsExamined).toBe(6);
  }
  // an equality no entry holds ends the look-up at once, wherever it stands in the filter
  coll.stats.docsExamined = 0;
  expect(runQuery(coll, { filter: { ownerId: 'u', keys: 'common', $and: [{ keys: 'none' }] }, sort: { at: -1 }, limit: 5 })).toEqual([]);
  expect(coll.stats.docsExamined).toBe(0);
});

test('a sparse index is not narrowed by a null condition next to a value one', () => {
  const coll = new Collection('db', 'users');
  coll.createIndex({ name: 'email_1', key: { email: new Int32(1) }, sparse: true });
  for (let i = 0; i < 100; i++) coll.insert(Collection.prepare(i % 5 === 0 ? { n: new Int32(i) } : { email: `u${i}@x.io` }));
  expect(runQuery(coll, { filter: { email: 'u7@x.io', $and: [{ email: { $ne: null } }] } })).toHaveLength(1);
  expect(runQuery(coll, { filter: { email: null, $and: [{ n: { $gte: new Int32(0) } }] } })).toHaveLength(20);
});

test('an $in among the equalities is read as its ranges merged in sort order: each document once, stopping at the limit', () => {
  const coll = new Collection('db', 'entries');
  coll.createIndex({ name: 'ownerId_1_keys_1_at_-1', key: { ownerId: new Int32(1), keys: new Int32(1), at: new Int32(-1) } });
  // 'T' on every third document, 't' on every fourth: documents 0, 12, 24 … hold both; 'x' on every other one
  for (let i = 0; i < 600; i++) {
    const keys = [...(i % 3 === 0 ? ['T'] : []), ...(i % 4 === 0 ? ['t'] : []), ...(i % 2 === 0 ? ['x'] : []), 'all'];
    coll.insert(Collection.prepare({ ownerId: 'u', keys, at: new Date((i % 100) * 1000 + i), n: new Int32(i) }));
  }
  const n = (docs: Doc[]) => docs.map((d) => (d.n as Int32).value);
  const holds = (i: number, ...keys: string[]) => keys.some((k) => (k === 'T' ? i % 3 === 0 : k === 't' ? i % 4 === 0 : i % 2 === 0));
  const byAt = (a: number, b: number) => ((a % 100) * 1000 + a) - ((b % 100) * 1000 + b);
  const expected = Array.from({ length: 600 }, (_, i) => i).filter((i) => holds(i, 'T', 't')).sort((a, b) => byAt(b, a));
  coll.stats.docsExamined = 0;
  const newest = runQuery(coll, { filter: { ownerId: 'u', keys: { $in: ['T', 't'] } }, sort: { at: -1 }, limit: 10 });
  expect(n(newest)).toEqual(expected.slice(0, 10));
  // read in order and stopped: the 10 documents (a second entry of one holding both keys is passed over), not all 300
  expect(coll.stats.docsExamined).toBe(10);
  const all = runQuery(coll, { filter: { ownerId: 'u', keys: { $in: ['T', 't'] } }, sort: { at: -1 } });
  expect(n(all)).toEqual(expected);
  // the other way, and with a further condition on the array checked on each document
  const oldest = runQuery(coll, { filter: { ownerId: 'u', keys: { $in: ['t', 'T'] }, $and: [{ keys: 'x' }] }, sort: { at: 1 }, limit: 5 });
  expect(n(oldest)).toEqual(expected.filter((i) => holds(i, 'x')).reverse().slice(0, 5));
  // two groups of alternatives: the one with fewer entries is walked
  coll.stats.docsExamined = 0;
  const both = runQuery(coll, { filter: { ownerId: 'u', keys: { $in: ['all', 'none'] }, $and: [{ keys: { $in: ['T', 't'] } }] }, sort: { at: -1 }, limit: 3 });
  expect(n(both)).toEqual(expected.slice(0, 3));
  expect(coll.stats.docsExamined).toBe(3);
});
