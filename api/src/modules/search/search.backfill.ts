import mongoose from 'mongoose';
import { SEARCH_TYPES, type SearchType } from '@haru/contracts';
import { collection } from '../stats/sources';
import { SearchBackfillModel, SearchEntryModel } from './search-entry.model';
import { indexRecord } from './search.entries';
import { SEARCH_SOURCES, type StoredRecord } from './search.sources';

const BATCH = 200;

/** Indexes the records of one type that have no entry, in `_id` order from where the last start stopped. */
async function backfillType(type: SearchType, budget: number): Promise<number> {
  const mark = await SearchBackfillModel.findById(type).lean<{ after: mongoose.Types.ObjectId | null; done: boolean }>();
  if (mark?.done || budget <= 0) return 0;
  let after = mark?.after ?? null;
  let written = 0;
  for (;;) {
    const docs = (await collection(SEARCH_SOURCES[type].collection)
      .find(after ? { _id: { $gt: after } } : {})
      .sort({ _id: 1 })
      .limit(Math.min(BATCH, budget - written))
      .toArray()) as unknown as (StoredRecord & { _id: mongoose.Types.ObjectId })[];
    if (!docs.length) {
      await SearchBackfillModel.updateOne({ _id: type }, { $set: { after, done: true } }, { upsert: true });
      return written;
    }
    const have = new Set((await SearchEntryModel.find({ _id: mongoose.trusted({ $in: docs.map((d) => d._id) }) }, { _id: 1 }).lean()).map((e) => String(e._id)));
    for (const doc of docs) if (!have.has(String(doc._id))) await indexRecord(type, doc);
    written += docs.length;
    after = docs[docs.length - 1]._id;
    await SearchBackfillModel.updateOne({ _id: type }, { $set: { after } }, { upsert: true });
    if (written >= budget) return written;
  }
}

/**
 * Records saved before search existed get their keys when the API starts: each type is walked once in `_id`
 * order (where it stopped is stored, so a restart resumes and a finished type is skipped), at most `budget`
 * records per start so a start never waits on a large database. Idempotent: existing entries are kept.
 * Returns how many records were looked at.
 */
export async function backfillSearchEntries(budget = 20_000): Promise<number> {
  let seen = 0;
  for (const type of SEARCH_TYPES) seen += await backfillType(type, Math.max(0, budget - seen));
  return seen;
}
