import mongoose, { type Types } from 'mongoose';
import { TRASH_MESSAGES, type TrashItem } from '@haru/contracts';
import { conflict, notFound } from '../../http/app-error';
import { bumpStamp } from '../../cache/revisions';
import { release, reserve } from '../../quotas/quota-counters';
import { TodoModel } from '../todos/todos.model';
import { todoQuota } from '../todos/todos.service';
import { trashCollection, trashId, type TrashEntry } from './trash.model';
import { settleRestoredTodo, withDoneRank, type Raw, type RestoreScope } from './trash.restore';
import { live, toItem } from './trash.service';

/** Takes each entry out of the 휴지통 with its own atomic delete; when one is missing, the ones taken go back. */
async function takeAll(ownerId: string, ids: string[], now: Date): Promise<TrashEntry[]> {
  const taken: TrashEntry[] = [];
  for (const id of ids) {
    const entry = await trashCollection().findOneAndDelete({ _id: trashId('todo', id), ...live(ownerId, now) });
    if (!entry) {
      await putBack(taken);
      throw notFound(TRASH_MESSAGES.notFound);
    }
    taken.push(entry);
  }
  return taken;
}

async function putBack(entries: TrashEntry[]): Promise<void> {
  if (entries.length) await trashCollection().insertMany(entries, { ordered: false }).catch(() => undefined);
}

/** Inserts the raw to-dos one by one; on any failure the ones inserted here are removed again. */
async function insertTodos(docs: Raw[]): Promise<void> {
  const inserted: Types.ObjectId[] = [];
  try {
    for (const doc of docs) {
      await TodoModel.collection.insertOne(doc);
      inserted.push(doc._id);
    }
  } catch (error) {
    if (inserted.length) await TodoModel.collection.deleteMany({ _id: { $in: inserted } });
    if ((error as { code?: number }).code === 11000) throw conflict(TRASH_MESSAGES.alreadyThere);
    throw error;
  }
}

/**
 * The undo of a bulk delete: many trashed to-dos back at once, all or nothing. Every id must be in the caller's
 * 휴지통 (else 404), none may exist already and the quota must hold them all (else 409), before any comes back;
 * a failure puts every entry back in the 휴지통. Each to-do then relinks, re-arms and is indexed as by one restore.
 */
export async function restoreTodosFromTrash({ ownerId, ids, now, quotas }: RestoreScope & { ids: string[] }): Promise<TrashItem[]> {
  const entries = await takeAll(ownerId, ids.map((id) => id.toLowerCase()), now);
  const docs = entries.map((e) => withDoneRank((e.docs.todos as Raw[])[0]));
  try {
    if (await TodoModel.exists({ _id: mongoose.trusted({ $in: docs.map((d) => d._id) }) })) throw conflict(TRASH_MESSAGES.alreadyThere);
    await reserve(todoQuota(ownerId, quotas.todos), docs.length);
    await insertTodos(docs).catch(async (error: unknown) => {
      await release(todoQuota(ownerId), docs.length);
      throw error;
    });
  } catch (error) {
    await putBack(entries);
    throw error;
  }
  for (const doc of docs) await settleRestoredTodo({ ownerId, now }, doc);
  await bumpStamp('todos', ownerId);
  return entries.map(toItem);
}
