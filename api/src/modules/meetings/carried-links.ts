import mongoose from 'mongoose';
import type { ActionItemData } from '@haru/contracts';
import { TodoModel } from '../todos/todos.model';
import { MeetingModel } from './meetings.model';
import type { StoredRow } from './action-rows';

/** The to-do a carried row takes over, and whether it is already completed (the row then shows it done). */
export interface CarriedLink { todoId: string; done: boolean }

const oid = (id: string) => new mongoose.Types.ObjectId(id);

/**
 * Rows carried over from earlier meetings (issue 21, '이전 회의 미결 사항'): for each input row, the link of the row it
 * came from when that row had been sent to 할일 and its to-do still exists; null otherwise. Everything is read for
 * the caller only, so another account's meeting or to-do is simply not found (the row then starts unlinked).
 */
export async function carriedLinks(ownerId: string, input: readonly ActionItemData[] | undefined, selfId?: string): Promise<(CarriedLink | null)[]> {
  const from = (input ?? []).map((r) => (r.carried_from && r.carried_from.meeting_id !== selfId ? r.carried_from : null));
  const meetingIds = [...new Set(from.flatMap((f) => (f ? [f.meeting_id] : [])))];
  if (!meetingIds.length) return from.map(() => null);
  // Operators built from validated ids (the contract's 24-hex rule), never from a raw request.
  const meetings = await MeetingModel.find({ _id: mongoose.trusted({ $in: meetingIds.map(oid) }), ownerId }, { actionRows: 1 })
    .lean<{ _id: mongoose.Types.ObjectId; actionRows?: StoredRow[] }[]>();
  const rowTodo = new Map(meetings.flatMap((m) => (m.actionRows ?? []).map((r) => [`${String(m._id)}/${r.id}`, r.todoId] as const)));
  const todoIds = from.map((f) => (f ? rowTodo.get(`${f.meeting_id}/${f.item_id}`) ?? null : null));
  const wanted = [...new Set(todoIds.filter((id): id is string => Boolean(id) && mongoose.isObjectIdOrHexString(id)))];
  const todos = wanted.length
    ? await TodoModel.find({ _id: mongoose.trusted({ $in: wanted.map(oid) }), ownerId }, { status: 1 }).lean<{ _id: mongoose.Types.ObjectId; status: string }[]>()
    : [];
  const status = new Map(todos.map((t) => [String(t._id), t.status]));
  return todoIds.map((id) => (id && status.has(id) ? { todoId: id, done: status.get(id) === 'completed' } : null));
}

/** Puts the carried links on the merged rows (same order as the input); a to-do already linked by a row keeps that one. */
export function withCarriedLinks(rows: StoredRow[], links: readonly (CarriedLink | null)[]): StoredRow[] {
  const used = new Set(rows.flatMap((r) => (r.todoId ? [r.todoId] : [])));
  return rows.map((row, i) => {
    const link = links[i];
    if (row.todoId || !link || used.has(link.todoId)) return row;
    used.add(link.todoId);
    return { ...row, todoId: link.todoId, done: link.done };
  });
}
