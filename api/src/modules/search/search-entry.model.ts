import mongoose, { Schema } from 'mongoose';
import { SEARCH_TYPES } from '@haru/contracts';

/**
 * One searchable record's keys (`recordSearchKeys` from contracts), kept apart from the record so the lists of to-dos,
 * meetings and tasks read no extra bytes. `_id` is the record's own id; `projectId` lets a project's deletion drop
 * its tasks' entries; `updatedAt` is the record's at its last indexing (the order a look-up reads hits in); `v` the
 * key version it was written with (`SEARCH_KEYS_VERSION`: older entries are rewritten by the backfill).
 */
const searchEntrySchema = new Schema(
  {
    _id: { type: Schema.Types.ObjectId, required: true },
    ownerId: { type: String, required: true },
    type: { type: String, enum: SEARCH_TYPES, required: true },
    projectId: { type: Schema.Types.ObjectId, default: null },
    keys: { type: [String], default: [] },
    updatedAt: { type: Date, required: true },
    v: { type: Number, required: true },
  },
  { collection: 'search_entries', versionKey: false, strict: 'throw' },
);
/**
 * A look-up is one key of one owner's records of one type, newest first: equality on the first three fields fixes
 * one index range already in `updatedAt` order, so reading the first n hits reads n entries.
 */
searchEntrySchema.index({ ownerId: 1, type: 1, keys: 1, updatedAt: -1 });
searchEntrySchema.index({ projectId: 1 }, { sparse: true });

/** The first version's index (a range over one owner's keys), dropped by the backfill. */
export const RETIRED_SEARCH_INDEX = 'ownerId_1_keys_1';

export const SearchEntryModel = mongoose.model('SearchEntry', searchEntrySchema);

/** Where the start-up backfill got to, per type and key version `v` (search.backfill.ts). */
const backfillSchema = new Schema(
  {
    _id: { type: String, required: true },
    after: { type: Schema.Types.ObjectId, default: null },
    done: { type: Boolean, default: false },
    v: { type: Number, default: 1 },
  },
  { collection: 'search_backfill', versionKey: false },
);
export const SearchBackfillModel = mongoose.model('SearchBackfill', backfillSchema);
