import mongoose from 'mongoose';
import { bumpStamp } from '../../cache/revisions';
import { RETIRED_TODO_INDEXES, TodoModel, doneRank } from './todos.model';

const missing = () => ({ doneRank: mongoose.trusted({ $exists: false }) });

/**
 * To-dos saved before the lists put open ones first have no `doneRank`: each gets it from its status (two updates,
 * idempotent; the owners' cached lists are made stale), and the sort indexes it replaced are dropped. Returns how
 * many to-dos were updated.
 */
export async function backfillTodoOrder(): Promise<number> {
  const owners = (await TodoModel.distinct('ownerId', missing())) as string[];
  const done = await TodoModel.updateMany({ ...missing(), status: 'completed' }, { $set: { doneRank: doneRank('completed') } }, { timestamps: false });
  const open = await TodoModel.updateMany(missing(), { $set: { doneRank: doneRank('pending') } }, { timestamps: false });
  for (const ownerId of owners) await bumpStamp('todos', ownerId);
  const indexes = await TodoModel.collection.listIndexes().toArray().catch(() => []);
  for (const index of indexes) if (RETIRED_TODO_INDEXES.includes(index.name as string)) await TodoModel.collection.dropIndex(index.name as string);
  return done.modifiedCount + open.modifiedCount;
}
