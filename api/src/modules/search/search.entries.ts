import mongoose, { type mongo } from 'mongoose';
import { recordSearchKeys, SEARCH_KEYS_VERSION, type SearchType } from '@haru/contracts';
import { SearchEntryModel } from './search-entry.model';
import { SEARCH_SOURCES, type StoredRecord } from './search.sources';

type Id = mongoose.Types.ObjectId;

/** What is stored for a record besides its `_id`: its keys, its owner and type, and when it last changed. */
export function entryOf(type: SearchType, doc: StoredRecord) {
  return {
    ownerId: doc.ownerId,
    type,
    projectId: type === 'task' && doc.projectId !== undefined && doc.projectId !== null ? new mongoose.Types.ObjectId(String(doc.projectId)) : null,
    keys: recordSearchKeys(SEARCH_SOURCES[type].fields(doc)),
    updatedAt: doc.updatedAt ? new Date(doc.updatedAt) : new Date(0),
    v: SEARCH_KEYS_VERSION,
  };
}

/**
 * The driver's collection, not the model: every value of an entry is built here from a stored record (never from a
 * request), so mongoose's casting of ~250 keys per write (issue 25's write cost) bought nothing.
 */
const entries = () => SearchEntryModel.collection as unknown as mongo.Collection<{ _id: Id } & ReturnType<typeof entryOf>>;

/** Writes (or rewrites) a record's search keys; every service calls it after saving a to-do, meeting, project or task. */
export async function indexRecord(type: SearchType, doc: StoredRecord): Promise<void> {
  await entries().updateOne({ _id: new mongoose.Types.ObjectId(String(doc._id)) }, { $set: entryOf(type, doc) }, { upsert: true });
}

/** Drops the entries of deleted records (a task's whole subtree at once). */
export async function unindexRecords(ownerId: string, ids: (Id | string | null)[]): Promise<void> {
  const objectIds = ids.filter((id): id is Id | string => id !== null).map((id) => new mongoose.Types.ObjectId(String(id)));
  if (objectIds.length) await entries().deleteMany({ ownerId, _id: { $in: objectIds } });
}

/** Drops the entries of a deleted project's tasks. */
export async function unindexProjectTasks(ownerId: string, projectId: Id): Promise<void> {
  await SearchEntryModel.deleteMany({ ownerId, projectId });
}
