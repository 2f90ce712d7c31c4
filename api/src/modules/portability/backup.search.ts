import mongoose, { type Types } from 'mongoose';
import type { SearchType } from '@haru/contracts';
import { collection } from '../stats/sources';
import { indexRecord, unindexRecords } from '../search/search.entries';
import { SEARCH_SOURCES, type StoredRecord } from '../search/search.sources';

type Restored = Record<'todos' | 'meetings' | 'projects' | 'tasks', Types.ObjectId[]>;
const TYPES: [keyof Restored, SearchType][] = [['todos', 'todo'], ['meetings', 'meeting'], ['projects', 'project'], ['tasks', 'task']];

/**
 * A restore or import writes its documents in batches, past the services, so it writes their search keys itself
 * (the start-up backfill has already passed them): one read per type of exactly the ids it created.
 */
export async function indexRestored(ownerId: string, ids: Restored): Promise<void> {
  for (const [kind, type] of TYPES) {
    if (!ids[kind].length) continue;
    const docs = (await collection(SEARCH_SOURCES[type].collection)
      .find({ ownerId, _id: mongoose.trusted({ $in: ids[kind] }) })
      .toArray()) as unknown as StoredRecord[];
    for (const doc of docs) await indexRecord(type, doc);
  }
}

/** The compensating delete drops the keys of what it removes. */
export async function unindexRestored(ownerId: string, ids: Restored): Promise<void> {
  await unindexRecords(ownerId, TYPES.flatMap(([kind]) => ids[kind]));
}
