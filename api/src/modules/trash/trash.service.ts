import { TRASH_MESSAGES, type TrashItem, type TrashKind } from '@haru/contracts';
import { notFound } from '../../http/app-error';
import { trashCollection, trashId, type TrashEntry } from './trash.model';
import { restoreEntry, type RestoreScope } from './trash.restore';

/** Entries past their 30 days are never listed or restored, even before the purge has dropped them. */
export const live = (ownerId: string, now: Date) => ({ ownerId, expiresAt: { $gt: now } });

export const toItem = (e: TrashEntry): TrashItem => ({
  kind: e.kind,
  id: e.itemId,
  title: e.title,
  project_id: e.projectId,
  count: e.count,
  deleted_at: e.deletedAt.toISOString(),
  expires_at: e.expiresAt.toISOString(),
});

/** The account's 휴지통, most recently deleted first (the documents themselves stay on the server). */
export async function listTrash({ ownerId, now }: { ownerId: string; now: Date }): Promise<TrashItem[]> {
  const entries = await trashCollection().find(live(ownerId, now), { projection: { docs: 0 } }).sort({ deletedAt: -1, _id: 1 }).toArray();
  return entries.map(toItem);
}

interface Ref { ownerId: string; kind: TrashKind; id: string; now: Date }

/**
 * Restores one item. The entry is taken out of the 휴지통 with one atomic delete first, so two racing restores
 * (or a restore racing the purge) never put the same documents back twice; a restore that fails puts it back.
 */
export async function restoreFromTrash(ref: Ref & { quotas: RestoreScope['quotas'] }): Promise<TrashItem> {
  const entry = await trashCollection().findOneAndDelete({ _id: trashId(ref.kind, ref.id), ...live(ref.ownerId, ref.now) });
  if (!entry) throw notFound(TRASH_MESSAGES.notFound);
  try {
    await restoreEntry({ ownerId: ref.ownerId, now: ref.now, quotas: ref.quotas }, entry);
  } catch (error) {
    await trashCollection().insertOne(entry).catch(() => undefined);
    throw error;
  }
  return toItem(entry);
}

/** 영구 삭제: the item's documents are dropped for good. */
export async function deleteFromTrash(ref: Ref): Promise<void> {
  const gone = await trashCollection().deleteOne({ _id: trashId(ref.kind, ref.id), ...live(ref.ownerId, ref.now) });
  if (gone.deletedCount !== 1) throw notFound(TRASH_MESSAGES.notFound);
}

/** 휴지통 비우기: every entry of the account (expired ones included). */
export async function emptyTrash({ ownerId }: { ownerId: string }): Promise<number> {
  return (await trashCollection().deleteMany({ ownerId })).deletedCount;
}

/**
 * Drops every entry past its 30 days. One deleteMany on `expiresAt`: idempotent, so any number of API processes
 * may run it at once (main.ts runs it on a timer; tests call it with a manual clock).
 */
export async function purgeExpiredTrash(now: Date): Promise<number> {
  return (await trashCollection().deleteMany({ expiresAt: { $lte: now } })).deletedCount;
}
