import { release } from '../../quotas/quota-counters';
import { cancelReminderJobs } from '../reminders/reminders.arm';
import { unindexRecords } from '../search/search.entries';
import { TodoModel, type TodoDoc } from './todos.model';
import { todoQuota } from './todos.quota';

/**
 * Undoing a complete (issue 19: the '실행 취소' toast, unticking the checkbox, a bulk undo): the next occurrence that
 * complete made (`spawnedFrom`) is deleted with one conditional delete while it is still `pristine`, i.e. the user
 * has not changed it since (every update clears the flag). One the user changed stays: `kept`, and the caller says so.
 */
export type UndoneNext = 'removed' | 'kept' | 'none';

export async function removeSpawnedNext(ownerId: string, id: string): Promise<UndoneNext> {
  const gone = (await TodoModel.findOneAndDelete({ ownerId, spawnedFrom: id, pristine: true }).lean()) as TodoDoc | null;
  if (gone) {
    await forgetTodo(ownerId, String(gone._id));
    return 'removed';
  }
  return (await TodoModel.exists({ ownerId, spawnedFrom: id })) ? 'kept' : 'none';
}

/** What a removed to-do leaves elsewhere: its armed reminders, its quota place, its search keys. */
export async function forgetTodo(ownerId: string, id: string): Promise<void> {
  await Promise.all([cancelReminderJobs(id), release(todoQuota(ownerId)), unindexRecords(ownerId, [id])]);
}
