import mongoose from 'mongoose';
import { SEARCH_KEYS_VERSION, SEARCH_TYPES, type SearchType } from '@haru/contracts';
import { collection } from '../stats/sources';
import { RETIRED_SEARCH_INDEX, SearchBackfillModel, SearchEntryModel } from './search-entry.model';
import { indexRecord } from './search.entries';
import { bumpStamp, type RevisionScope } from '../../cache/revisions';
import { SEARCH_SOURCES, type StoredRecord } from './search.sources';

const BATCH = 200;
/** The stamp a search answer keys on for each type's records (a cached search of the owner is rebuilt after this). */
const SCOPE: Record<SearchType, RevisionScope> = { todo: 'todos', meeting: 'meetings', project: 'projects', task: 'projects' };
const v = SEARCH_KEYS_VERSION;

interface Mark { after: mongoose.Types.ObjectId | null; done: boolean; v: number }

/** Indexes the records of one type whose entry is missing or older, in `_id` order from where the last start stopped. */
async function backfillType(type: SearchType, budget: number): Promise<number> {
  const stored = await SearchBackfillModel.findById(type).lean<Mark>();
  // A mark of older keys means this version's walk has not started.
  const mark = stored?.v === v ? stored : null;
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
      await SearchBackfillModel.updateOne({ _id: type }, { $set: { after, done: true, v } }, { upsert: true });
      return written;
    }
    const current = await SearchEntryModel.find({ _id: mongoose.trusted({ $in: docs.map((d) => d._id) }), v }, { _id: 1 }).lean();
    const have = new Set(current.map((e) => String(e._id)));
    const owners = new Set<string>();
    for (const doc of docs) {
      if (have.has(String(doc._id))) continue;
      await indexRecord(type, doc);
      owners.add(String(doc.ownerId));
    }
    for (const owner of owners) await bumpStamp(SCOPE[type], owner);
    written += docs.length;
    after = docs[docs.length - 1]._id;
    await SearchBackfillModel.updateOne({ _id: type }, { $set: { after, done: false, v } }, { upsert: true });
    if (written >= budget) return written;
  }
}

/** The first version's index is not read any more; dropping it saves its memory and write time. */
async function dropRetiredIndex(): Promise<void> {
  const indexes = await SearchEntryModel.collection.listIndexes().toArray().catch(() => []);
  if (indexes.some((index) => index.name === RETIRED_SEARCH_INDEX)) await SearchEntryModel.collection.dropIndex(RETIRED_SEARCH_INDEX);
}

/**
 * Records saved before search existed, or indexed with older keys (`SEARCH_KEYS_VERSION`), get this version's
 * keys when the API starts: each type is walked once per version in `_id` order (where it stopped is stored, so a
 * restart resumes and a finished type is skipped), at most `budget` records per start so a start never waits on a
 * large database. Idempotent: entries of this version are kept. Returns how many records were looked at.
 */
export async function backfillSearchEntries(budget = 20_000): Promise<number> {
  await dropRetiredIndex();
  let seen = 0;
  for (const type of SEARCH_TYPES) seen += await backfillType(type, Math.max(0, budget - seen));
  return seen;
}
