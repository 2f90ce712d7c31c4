import mongoose, { Schema, type mongo } from 'mongoose';
import { TRASH_DAYS, type TrashKind } from '@haru/contracts';

/**
 * 휴지통 (issue 22): what a delete removed, kept whole for TRASH_DAYS. The item leaves its collection (so no list,
 * count, calendar, feed or search can see it) and its raw documents wait here, ids and timestamps included, until
 * a restore puts them back or the purge drops them. One entry per deleted item: `_id` = `<kind>:<item id>`.
 */
export interface TrashDocs {
  todos?: Record<string, unknown>[];
  meetings?: Record<string, unknown>[];
  projects?: Record<string, unknown>[];
  /** a project's tasks, or a task's subtree with its root first */
  tasks?: Record<string, unknown>[];
}

export interface TrashEntry {
  _id: string;
  ownerId: string;
  kind: TrashKind;
  itemId: string;
  title: string;
  projectId: string | null;
  count: number;
  deletedAt: Date;
  expiresAt: Date;
  docs: TrashDocs;
}

const trashSchema = new Schema(
  {
    _id: { type: String, required: true },
    ownerId: { type: String, required: true },
    kind: { type: String, required: true },
    itemId: { type: String, required: true },
    title: { type: String, required: true },
    projectId: { type: String, default: null },
    count: { type: Number, default: 0 },
    deletedAt: { type: Date, required: true },
    expiresAt: { type: Date, required: true },
    docs: { type: Schema.Types.Mixed, required: true },
  },
  { versionKey: false, collection: 'trash' },
);
trashSchema.index({ ownerId: 1, deletedAt: -1 });
trashSchema.index({ expiresAt: 1 });

export const TrashModel = mongoose.models.Trash ?? mongoose.model('Trash', trashSchema);

/** The driver's collection: raw documents go in and out unchanged (ObjectIds, dates, every field). */
export const trashCollection = () => TrashModel.collection as unknown as mongo.Collection<TrashEntry>;

export const trashId = (kind: TrashKind, itemId: string) => `${kind}:${itemId}`;
export const TRASH_MS = TRASH_DAYS * 24 * 60 * 60 * 1000;

export interface Trashed {
  ownerId: string;
  kind: TrashKind;
  itemId: string;
  title: string;
  projectId?: string | null;
  count?: number;
  docs: TrashDocs;
  now: Date;
}

/** Keeps what a delete removed (a second delete of the same id after a restore replaces the entry). */
export async function putInTrash(t: Trashed): Promise<void> {
  const entry: TrashEntry = {
    _id: trashId(t.kind, t.itemId),
    ownerId: t.ownerId,
    kind: t.kind,
    itemId: t.itemId,
    title: t.title,
    projectId: t.projectId ?? null,
    count: t.count ?? 0,
    deletedAt: t.now,
    expiresAt: new Date(t.now.getTime() + TRASH_MS),
    docs: t.docs,
  };
  await trashCollection().replaceOne({ _id: entry._id }, entry, { upsert: true });
}
