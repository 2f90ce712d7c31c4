import mongoose from 'mongoose';
import { compareMatches, matchRecord, parseQuery } from '@haru/contracts';
import { startTestApi, type TestApi } from '../../../test/harness';
import { entryOf } from './search.entries';
import { search, type SearchCost } from './search.service';
import { SEARCH_SOURCES, type StoredRecord } from './search.sources';

let api: TestApi;

/** Documents the database has examined so far (mongod's counter; the embedded server keeps the same one). */
async function scanned(): Promise<number> {
  const status = await mongoose.connection.db!.admin().serverStatus();
  return Number(status.metrics.queryExecutor.scannedObjects);
}
// A database of this file's own: its serverStatus counts only this file's reads.
beforeAll(async () => { api = await startTestApi({}, { ownDatabase: true }); });
afterAll(async () => { await api.close(); });

const COUNT = 10_000;
const ownerId = 'search-scale-owner';

/** Titles of every rank class: a few exact and prefix hits of '회의' among thousands of partial ones. */
function todo(i: number): StoredRecord {
  const title = i % 1000 === 7 ? '회의' : i % 250 === 3 ? `회의록 ${i}` : i % 2 ? `주간 회의 ${i}` : `보고서 ${i} 작성`;
  return {
    _id: new mongoose.Types.ObjectId(),
    ownerId,
    title,
    description: i % 3 ? '다음 회의 전에 검토' : '자료 정리',
    tags: i % 10 === 4 ? ['한글'] : [],
    // Changed in an order unrelated to creation, so "newest" is not "last inserted".
    updatedAt: new Date(Date.UTC(2025, 0, 1) + ((i * 7919) % COUNT) * 60_000),
  };
}

/** The top `limit` of every record the matcher accepts: what the index-driven search must answer. */
function expected(docs: StoredRecord[], q: string, limit = 5): string[] {
  const query = parseQuery(q);
  return docs
    .flatMap((doc) => {
      const match = matchRecord(query, SEARCH_SOURCES.todo.fields(doc));
      return match ? [{ id: String(doc._id), match, recent: (doc.updatedAt as Date).toISOString() }] : [];
    })
    .sort(compareMatches)
    .slice(0, limit)
    .map((r) => r.id);
}

describe('search on a 10,000-record account', () => {
  let docs: StoredRecord[];
  beforeAll(async () => {
    docs = Array.from({ length: COUNT }, (_, i) => todo(i));
    const db = mongoose.connection.db!;
    await db.collection('todos').insertMany(docs.map((d) => ({ ...d, createdAt: d.updatedAt })));
    await db.collection('search_entries').insertMany(docs.map((d) => ({ _id: d._id, ...entryOf('todo', d) })));
  }, 900_000);

  it.each([
    ['회의', 'exact, prefix and thousands of partial hits'],
    ['ㅎㅇ', '초성 in every title'],
    ['회ㅇ', 'a half-typed syllable'],
    ['주간 회의', 'two words'],
    ['보고서 9998', 'one record'],
    ['한글 자료', 'a tag and a body word'],
  ])('when the query is %s (%s), then the answer is the full ranking\'s top and few entries and records are read', async (q) => {
    const cost: SearchCost = { entries: 0, records: 0 };
    const before = await scanned();
    const res = await search({ ownerId, q, types: ['todo'] }, cost);
    const examined = (await scanned()) - before;
    const ids = res.groups.flatMap((g) => g.items.map((i) => i.id));
    expect(ids).toEqual(expected(docs, q));
    expect(ids.length).toBeGreaterThan(0);
    // A scan would read 10,000 of each; the look-ups read a few dozen at most.
    expect(cost.entries).toBeLessThanOrEqual(100);
    expect(cost.records).toBeLessThanOrEqual(50);
    // What the database itself examined, the index entries a look-up walked past included: the rarest key of each
    // look-up drives it, so a query never walks the thousands of entries of a common word to find a rare one.
    expect(examined).toBeLessThanOrEqual(300);
  }, 60_000);

  it('when limit is 50, then the reads grow with the hits shown, not with the account', async () => {
    const cost: SearchCost = { entries: 0, records: 0 };
    const res = await search({ ownerId, q: '주간', types: ['todo'], limit: 50 }, cost);
    expect(res.groups[0].items.map((i) => i.id)).toEqual(expected(docs, '주간', 50));
    expect(cost.records).toBeLessThanOrEqual(150);
  }, 60_000);
});
