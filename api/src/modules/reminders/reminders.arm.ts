import mongoose from 'mongoose';
import { REMINDER_MESSAGES, reminderFireAt, reminderKey, type Reminder } from '@haru/contracts';
import { badRequest } from '../../http/app-error';
import { ReminderJobModel } from './reminders.model';

/** What arming needs of a to-do. `dueTime` is read when the to-do has one (issue 19's due_time); else 09:00. */
export interface ArmableTodo {
  _id: unknown;
  ownerId: string;
  status: string;
  dueDate?: string | null;
  dueTime?: string | null;
  reminders?: Reminder[] | null;
}

/** A preset needs a due date: 400 with the Korean message, before anything is written. */
export function assertRemindersFit(reminders: readonly Reminder[], dueDate: string | null): void {
  if (dueDate || reminders.every((r) => r.kind === 'at')) return;
  throw badRequest(REMINDER_MESSAGES.needsDueDate, [{ field: 'reminders', message: REMINDER_MESSAGES.needsDueDate }]);
}

/** Fire times of a to-do's reminders that are still ahead of `now` (a time already past is never armed). */
export function plannedJobs(todo: ArmableTodo, now: Date): { key: string; fireAt: Date }[] {
  const due = { due_date: todo.dueDate ?? null, due_time: todo.dueTime ?? null };
  const out: { key: string; fireAt: Date }[] = [];
  for (const r of todo.reminders ?? []) {
    const fireAt = reminderFireAt(r, due);
    if (fireAt && fireAt.getTime() > now.getTime()) out.push({ key: reminderKey(r), fireAt });
  }
  return out;
}

/**
 * Brings the fire-time index in line with the to-do after a create or update: a completed to-do has no jobs;
 * otherwise jobs whose key and time are unchanged stay as they are (so one that fired never fires again), snoozed
 * jobs stay, the rest are replaced by the planned ones.
 */
export async function syncReminderJobs(todo: ArmableTodo, now: Date): Promise<void> {
  const todoId = String(todo._id);
  if (todo.status === 'completed') {
    await cancelReminderJobs(todoId);
    return;
  }
  const planned = plannedJobs(todo, now);
  const id = (key: string, fireAt: Date) => `${key}|${fireAt.toISOString()}`;
  const wanted = new Set(planned.map((p) => id(p.key, p.fireAt)));
  const existing = await ReminderJobModel.find({ todoId }, { key: 1, fireAt: 1, snoozed: 1 }).lean();
  const stale = existing.filter((j) => !j.snoozed && !wanted.has(id(j.key, j.fireAt))).map((j) => j._id);
  if (stale.length) await ReminderJobModel.deleteMany({ _id: mongoose.trusted({ $in: stale }) });
  const have = new Set(existing.map((j) => id(j.key, j.fireAt)));
  const fresh = planned.filter((p) => !have.has(id(p.key, p.fireAt)));
  if (fresh.length) await ReminderJobModel.insertMany(fresh.map((p) => ({ ownerId: todo.ownerId, todoId, key: p.key, fireAt: p.fireAt })));
}

/** A new to-do has no jobs yet: its planned ones are simply inserted (no read of jobs that cannot exist). */
export async function armNewTodo(todo: ArmableTodo, now: Date): Promise<void> {
  if (todo.status === 'completed') return;
  const planned = plannedJobs(todo, now);
  if (planned.length) await ReminderJobModel.insertMany(planned.map((p) => ({ ownerId: todo.ownerId, todoId: String(todo._id), key: p.key, fireAt: p.fireAt })));
}

/** What a to-do's jobs follow: an update that sends none of these leaves them as they are (no sync). */
export const ARMING_FIELDS = ['reminders', 'due_date', 'due_time', 'status', 'completed'] as const;

/** Completing or deleting a to-do cancels every reminder it had (fired ones included: nothing is left to show). */
export async function cancelReminderJobs(todoId: string): Promise<void> {
  await ReminderJobModel.deleteMany({ todoId });
}
