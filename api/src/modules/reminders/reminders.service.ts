import mongoose from 'mongoose';
import { REMINDER_LIMITS, REMINDER_MESSAGES, type DueReminder, type ReminderKind } from '@haru/contracts';
import { notFound } from '../../http/app-error';
import { TodoModel } from '../todos/todos.model';
import { ReminderJobModel } from './reminders.model';

interface Owned { ownerId: string }
/** How many fired reminders the open app is shown at most (oldest first). */
const DUE_LIST = 20;

function jobFilter({ ownerId, id }: Owned & { id: string }) {
  if (!/^[0-9a-f]{24}$/i.test(id)) throw notFound(REMINDER_MESSAGES.notFound);
  return { _id: new mongoose.Types.ObjectId(id), ownerId };
}

const kindOf = (key: string): ReminderKind => (key.startsWith('at:') ? 'at' : (key as ReminderKind));

/** Reminders that fired and the open app has not shown yet (a toast with 완료 and 다시 알림). */
export async function listDueReminders({ ownerId }: Owned): Promise<DueReminder[]> {
  const jobs = await ReminderJobModel.find({ ownerId, state: 'fired' }).sort({ fireAt: 1 }).limit(DUE_LIST).lean();
  const ids = [...new Set(jobs.map((j) => j.todoId))].map((id) => new mongoose.Types.ObjectId(id));
  const todos = await TodoModel.find({ _id: mongoose.trusted({ $in: ids }), ownerId }, { title: 1, dueDate: 1 }).lean();
  const byId = new Map(todos.map((t) => [String(t._id), t]));
  return jobs.flatMap((j) => {
    const todo = byId.get(j.todoId);
    if (!todo) return [];
    return [{ id: String(j._id), todo_id: j.todoId, title: todo.title, kind: kindOf(j.key), fire_at: j.fireAt.toISOString(), due_date: todo.dueDate ?? null }];
  });
}

/** 다시 알림 (10분): the job fires again ten minutes from now, whatever state it was in. */
export async function snoozeReminder(input: Owned & { id: string; now: Date }): Promise<Date> {
  const fireAt = new Date(input.now.getTime() + REMINDER_LIMITS.snoozeMinutes * 60_000);
  const job = await ReminderJobModel.findOneAndUpdate(
    jobFilter(input),
    { $set: { state: 'pending', fireAt, snoozed: true, firedAt: null, claimToken: null, leaseUntil: null } },
    { returnDocument: 'after' },
  ).lean();
  if (!job) throw notFound(REMINDER_MESSAGES.notFound);
  return fireAt;
}

/** The toast was closed: the reminder is not shown again. */
export async function dismissReminder(input: Owned & { id: string }): Promise<void> {
  const job = await ReminderJobModel.findOneAndUpdate(jobFilter(input), { $set: { state: 'seen' } }).lean();
  if (!job) throw notFound(REMINDER_MESSAGES.notFound);
}
