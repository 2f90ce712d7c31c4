import mongoose, { Schema } from 'mongoose';
import { SEARCH_TYPES } from '@haru/contracts';

/**
 * One searchable record's keys (`recordSearchKeys` from contracts), kept apart from the record so the lists of to-dos,
 * meetings and tasks read no extra bytes. `_id` is the record's own id; `projectId` lets a project's deletion drop
 * its tasks' entries.
 */
const searchEntrySchema = new Schema(
  {
    _id: { type: Schema.Types.ObjectId, required: true },
    ownerId: { type: String, required: true },
    type: { type: String, enum: SEARCH_TYPES, required: true },
    projectId: { type: Schema.Types.ObjectId, default: null },
    keys: { type: [String], default: [] },
  },
  { collection: 'search_entries', versionKey: false, strict: 'throw' },
);
// A query reads the range of one owner's keys starting with its own key: a multikey index range, not a scan.
searchEntrySchema.index({ ownerId: 1, keys: 1 });
searchEntrySchema.index({ projectId: 1 }, { sparse: true });

export const SearchEntryModel = mongoose.model('SearchEntry', searchEntrySchema);

/** Where the start-up backfill got to, per type (search.backfill.ts). */
const backfillSchema = new Schema(
  { _id: { type: String, required: true }, after: { type: Schema.Types.ObjectId, default: null }, done: { type: Boolean, default: false } },
  { collection: 'search_backfill', versionKey: false },
);
export const SearchBackfillModel = mongoose.model('SearchBackfill', backfillSchema);
