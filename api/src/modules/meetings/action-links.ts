import mongoose from 'mongoose';
import { bumpStamp } from '../../cache/revisions';
import { TodoModel, doneRank } from '../todos/todos.model';
import { MeetingModel } from './meetings.model';
import { derivedString, type StoredRow } from './action-rows';

/**
 * Issue 21: the two-way link between a meeting's action item and the to-do it was sent to. The meeting row keeps
 * `todoId`, the to-do keeps `source` (meeting id, row id, the meeting's title and date). Done and completed follow
 * each other; removing either side removes the link and keeps the other side.
 */
export interface LinkSource { meetingId: string; itemId: string }

const oid = (id: string) => new mongoose.Types.ObjectId(id);

/** Changes one meeting's stored rows (as the to-do side asks); no-op when the meeting or its rows are gone. */
async function editRows(ownerId: string, meetingId: string, edit: (rows: StoredRow[]) => boolean): Promise<void> {
  if (!mongoose.isObjectIdOrHexString(meetingId)) return;
  const doc = await MeetingModel.findOne({ _id: oid(meetingId), ownerId }, { actionRows: 1 }).lean<{ actionRows?: StoredRow[] }>();
  if (!doc?.actionRows) return;
  const rows = doc.actionRows.map((r) => ({ ...r }));
  if (!edit(rows)) return;
  await MeetingModel.updateOne({ _id: oid(meetingId), ownerId }, { $set: { actionRows: rows, action_items: derivedString(rows) } });
  await bumpStamp('meetings', ownerId);
}

/**
 * Every meeting whose rows link `todoId` (its source meeting, and earlier meetings the row was carried over from),
 * except `except`: `edit` changes those rows.
 */
async function editLinkedRows(ownerId: string, todoId: string, edit: (row: StoredRow) => boolean, except?: string): Promise<void> {
  const docs = await MeetingModel.find({ ownerId, 'actionRows.todoId': todoId }, { _id: 1 }).lean<{ _id: mongoose.Types.ObjectId }[]>();
  for (const { _id } of docs) {
    if (String(_id) === except) continue;
    await editRows(ownerId, String(_id), (rows) => rows.filter((r) => r.todoId === todoId).map(edit).some(Boolean));
  }
}

/** An edit that sets a row's done flag; false when it already had it. */
const setDone = (done: boolean) => (row: StoredRow) => {
  if (row.done === done) return false;
  row.done = done;
  return true;
};

/** A linked to-do was completed or reopened: its rows follow (the source row and the rows it was carried from). */
export function markRowFromTodo({ ownerId, todoId, done }: { ownerId: string; todoId: string; done: boolean }) {
  return editLinkedRows(ownerId, todoId, setDone(done));
}

/** A linked to-do was deleted: its rows stay, without the link. */
export function unlinkRowOfTodo({ ownerId, todoId }: { ownerId: string; todoId: string }) {
  return editLinkedRows(ownerId, todoId, (row) => {
    row.todoId = null;
    return true;
  });
}

interface MeetingWrite { ownerId: string; meetingId: string; title: string; date: string; before: readonly StoredRow[]; after: readonly StoredRow[] }

/**
 * After a meeting is saved: linked to-dos follow their rows' done flag, carry the meeting's current title and date,
 * and lose their link when their row was removed.
 */
export async function syncTodosAfterMeetingWrite({ ownerId, meetingId, title, date, before, after }: MeetingWrite): Promise<void> {
  const was = new Map(before.map((r) => [r.id, r]));
  const linked = after.filter((r) => r.todoId && mongoose.isObjectIdOrHexString(r.todoId));
  // A row that newly holds its link (carried over from an earlier meeting) takes its done flag from the to-do.
  const adopted = linked.filter((r) => was.get(r.id)?.todoId !== r.todoId);
  const changed = linked.filter((r) => was.has(r.id) && was.get(r.id)?.done !== r.done);
  const completed = changed.filter((r) => r.done).map((r) => oid(r.todoId as string));
  const reopened = changed.filter((r) => !r.done).map((r) => oid(r.todoId as string));
  const kept = new Set(linked.map((r) => r.todoId));
  const dropped = before.filter((r) => r.todoId && !kept.has(r.todoId) && mongoose.isObjectIdOrHexString(r.todoId)).map((r) => oid(r.todoId as string));
  // Operators built here from ids just read, never from a request (sanitizeFilter would wrap them).
  const among = (ids: mongoose.Types.ObjectId[]) => mongoose.trusted({ $in: ids });
  const results = await Promise.all([
    completed.length ? TodoModel.updateMany({ _id: among(completed), ownerId, status: mongoose.trusted({ $ne: 'completed' }) }, { $set: { status: 'completed', doneRank: doneRank('completed') } }) : null,
    reopened.length ? TodoModel.updateMany({ _id: among(reopened), ownerId, status: 'completed' }, { $set: { status: 'pending', doneRank: doneRank('pending') } }) : null,
    dropped.length ? TodoModel.updateMany({ _id: among(dropped), ownerId, 'source.meetingId': meetingId }, { $unset: { source: 1 } }) : null,
    TodoModel.updateMany({ ownerId, 'source.meetingId': meetingId }, { $set: { 'source.title': title, 'source.date': date } }),
    ...adopted.map((r) => TodoModel.updateOne({ _id: oid(r.todoId as string), ownerId }, { $set: { source: { meetingId, itemId: r.id, title, date } } })),
  ]);
  if (results.some((r) => r && r.modifiedCount > 0)) await bumpStamp('todos', ownerId);
  // The rows this meeting's items were carried from follow a done flag changed here.
  for (const r of changed) await editLinkedRows(ownerId, r.todoId as string, setDone(r.done), meetingId);
}

/** The meeting was deleted: its to-dos stay, without the link. */
export async function unlinkTodosOfMeeting({ ownerId, meetingId }: { ownerId: string; meetingId: string }): Promise<void> {
  const result = await TodoModel.updateMany({ ownerId, 'source.meetingId': meetingId }, { $unset: { source: 1 } });
  if (result.modifiedCount > 0) await bumpStamp('todos', ownerId);
}

/**
 * A trashed to-do came back (issue 22): its row links to it again when the row is still there and free. Returns
 * whether it did; when not, the caller drops the to-do's stale `source`.
 */
export async function relinkRowOfTodo({ ownerId, source, todoId }: { ownerId: string; source: LinkSource; todoId: string }): Promise<boolean> {
  let linked = false;
  await editRows(ownerId, source.meetingId, (rows) => {
    const row = rows.find((r) => r.id === source.itemId);
    if (!row || (row.todoId && row.todoId !== todoId)) return false;
    linked = true;
    if (row.todoId === todoId) return false;
    row.todoId = todoId;
    return true;
  });
  return linked;
}

/** Whether `todoId`'s source meeting holds a row linking it (the chain of rows it was carried along). */
async function linkedFrom(ownerId: string, source: LinkSource, todoId: string): Promise<boolean> {
  if (!mongoose.isObjectIdOrHexString(source.meetingId)) return false;
  return Boolean(await MeetingModel.exists({ _id: oid(source.meetingId), ownerId, 'actionRows.todoId': todoId }));
}

/**
 * A trashed meeting came back (issue 22): each row's to-do that is still there without another link gets its
 * `source` back; a row carried into a later meeting (whose row now holds the to-do's `source`) keeps its link as
 * every row of that chain does; rows whose to-do is gone or linked elsewhere lose the link. A kept row's done flag
 * follows the to-do, which may have been completed or reopened while the meeting was in the 휴지통. Returns the rows
 * as they now stand.
 */
export async function relinkTodosOfMeeting({ ownerId, meetingId, title, date, rows }: { ownerId: string; meetingId: string; title: string; date: string; rows: readonly StoredRow[] }): Promise<StoredRow[]> {
  const kept: StoredRow[] = [];
  let relinked = false;
  for (const row of rows) {
    const todoId = row.todoId && mongoose.isObjectIdOrHexString(row.todoId) ? row.todoId : null;
    const todo = todoId
      ? await TodoModel.findOne({ _id: oid(todoId), ownerId }, { source: 1, status: 1 }).lean<{ source?: LinkSource; status: string }>()
      : null;
    let linked = false;
    if (todo && !todo.source) {
      const done = await TodoModel.updateOne(
        { _id: oid(todoId as string), ownerId, source: mongoose.trusted({ $exists: false }) },
        { $set: { source: { meetingId, itemId: row.id, title, date } } },
      );
      linked = done.modifiedCount > 0;
      relinked ||= linked;
    } else if (todo?.source) {
      linked = await linkedFrom(ownerId, todo.source, todoId as string);
    }
    kept.push(linked && todo ? { ...row, done: todo.status === 'completed' } : { ...row, todoId: null });
  }
  if (relinked) await bumpStamp('todos', ownerId);
  return kept;
}
