import mongoose from 'mongoose';
import { ACTION_ITEM_MESSAGES, MEETING_LIMITS, MEETING_MESSAGES, TODO_LIMITS, type ActionItemSent, type TodoDto } from '@haru/contracts';
import { badRequest, conflict, notFound } from '../../http/app-error';
import { bumpStamp } from '../../cache/revisions';
import { createTodo, deleteTodo, getTodo } from '../todos/todos.service';
import { MeetingModel, type MeetingDoc } from './meetings.model';
import { getMeeting } from './meetings.service';
import { derivedString, rowsOf, type RowSource, type StoredRow } from './action-rows';

interface SendInput { ownerId: string; meetingId: string; itemId: string; limit?: number; now?: Date; attempt?: number }

const clip = (text: string, max: number) => ([...text].length <= max ? text : `${[...text].slice(0, max - 1).join('')}…`);

/** The to-do a row becomes: its text as the title (the whole text in the description when clipped), its 기한, tag 회의. */
function todoInput(meeting: MeetingDoc, row: StoredRow) {
  const title = clip(row.text, TODO_LIMITS.title);
  const link = `회의록: ${meeting.title} (${meeting.date}) /meeting/${String(meeting._id)}`;
  return {
    title,
    description: title === row.text ? link : `${row.text}\n${link}`,
    due_date: row.dueDate,
    tags: [ACTION_ITEM_MESSAGES.todoTag],
    priority: 'medium' as const,
    status: row.done ? ('completed' as const) : ('pending' as const),
  };
}

async function linkedTodo(ownerId: string, row: StoredRow): Promise<TodoDto | null> {
  if (!row.todoId) return null;
  return getTodo({ ownerId, id: row.todoId }).catch(() => null);
}

/**
 * 할일로 보내기: makes the row's to-do once. A row already linked to an existing to-do answers that to-do; when two
 * sends race, the conditional write lets one link win and the other's to-do is removed again.
 */
export async function sendActionItemToTodo({ ownerId, meetingId, itemId, limit, now, attempt = 1 }: SendInput): Promise<ActionItemSent & { created: boolean }> {
  if (!mongoose.isObjectIdOrHexString(meetingId)) throw notFound(MEETING_MESSAGES.notFound);
  const _id = new mongoose.Types.ObjectId(meetingId);
  const meeting = await MeetingModel.findOne({ _id, ownerId }).lean<MeetingDoc>();
  if (!meeting) throw notFound(MEETING_MESSAGES.notFound);
  const stored = (meeting as RowSource).actionRows;
  const rows = rowsOf(meeting as RowSource).map((r) => ({ ...r }));
  const row = rows.find((r) => r.id === itemId);
  if (!row) throw notFound(ACTION_ITEM_MESSAGES.notFound);
  const existing = await linkedTodo(ownerId, row);
  if (existing) return { created: false, message: ACTION_ITEM_MESSAGES.sent, todo: existing, meeting: await fresh(ownerId, meetingId) };
  // A meeting whose rows were only split from its string stores them now: the link needs a row to live on.
  if (!stored && [...derivedString(rows)].length > MEETING_LIMITS.actionItems) throw badRequest(MEETING_MESSAGES.actionItemsTooLong);

  const todo = await createTodo({
    ownerId, limit, now, input: todoInput(meeting, row),
    source: { meetingId, itemId, title: meeting.title, date: meeting.date },
  });
  // Written only while the row still holds the link it had when read (none, or one to a deleted to-do). The
  // driver's collection: mongoose would cast a row's `id` inside $elemMatch as the document id alias.
  const unchanged = stored ? { actionRows: { $elemMatch: { id: itemId, todoId: row.todoId } } } : { actionRows: { $exists: false } };
  row.todoId = todo.id;
  const set = { actionRows: rows, action_items: derivedString(rows), updatedAt: new Date() };
  const write = await MeetingModel.collection.updateOne({ _id, ownerId, ...unchanged }, { $set: set });
  if (write.modifiedCount !== 1) {
    // Another send (or an edit) got there first: this to-do goes, and the row is read again.
    await deleteTodo({ ownerId, id: todo.id });
    if (attempt >= 3) throw conflict(ACTION_ITEM_MESSAGES.busy);
    return sendActionItemToTodo({ ownerId, meetingId, itemId, limit, now, attempt: attempt + 1 });
  }
  await bumpStamp('meetings', ownerId);
  return { created: true, message: ACTION_ITEM_MESSAGES.sent, todo, meeting: await fresh(ownerId, meetingId) };
}

const fresh = (ownerId: string, id: string) => getMeeting({ ownerId, id });
