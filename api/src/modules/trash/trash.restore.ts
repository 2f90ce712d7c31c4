import mongoose, { Types, type Model } from 'mongoose';
import { TRASH_MESSAGES, WBS_LIMITS, type QuotaKind } from '@haru/contracts';
import { conflict } from '../../http/app-error';
import { bumpStamp } from '../../cache/revisions';
import { release, reserve, withinQuota } from '../../quotas/quota-counters';
import { TodoModel, doneRank, type TodoDoc } from '../todos/todos.model';
import { todoQuota } from '../todos/todos.quota';
import { MeetingModel } from '../meetings/meetings.model';
import { meetingQuota } from '../meetings/meetings.service';
import { relinkRowOfTodo, relinkTodosOfMeeting } from '../meetings/action-links';
import { derivedString, type StoredRow } from '../meetings/action-rows';
import { WbsProjectModel, WbsTaskModel } from '../wbs/wbs.model';
import { projectQuota, taskQuota } from '../wbs/wbs.quotas';
import { changeTree } from '../wbs/wbs.tree-lock';
import { syncReminderJobs, type ArmableTodo } from '../reminders/reminders.arm';
import { indexRecord } from '../search/search.entries';
import type { StoredRecord } from '../search/search.sources';
import { trashCollection, trashId, type TrashEntry } from './trash.model';

export type Raw = Record<string, unknown> & { _id: Types.ObjectId };
export interface RestoreScope { ownerId: string; now: Date; quotas: Record<QuotaKind, number> }

/** Puts raw documents back as they were (same ids, timestamps, every field); an id already taken is a 409. */
async function insertRaw(model: Model<never>, docs: Raw[]): Promise<void> {
  if (!docs.length) return;
  try {
    await model.collection.insertMany(docs, { ordered: true });
  } catch (error) {
    if ((error as { code?: number }).code === 11000) throw conflict(TRASH_MESSAGES.alreadyThere);
    throw error;
  }
}

const asModel = (m: unknown) => m as Model<never>;
const record = (doc: Raw) => doc as unknown as StoredRecord;

/** A to-do trashed before doneRank existed gets it back with its place in the list's order. */
export const withDoneRank = (trashed: Raw): Raw => ({ ...trashed, doneRank: doneRank(trashed.status as string | undefined) });

/** A to-do's documents are back: its meeting row links to it again, its reminders are armed, search finds it. */
export async function settleRestoredTodo({ ownerId, now }: Pick<RestoreScope, 'ownerId' | 'now'>, doc: Raw): Promise<void> {
  const todo = doc as unknown as TodoDoc;
  const id = String(doc._id);
  if (todo.source && !(await relinkRowOfTodo({ ownerId, source: todo.source, todoId: id }))) {
    await TodoModel.updateOne({ _id: doc._id, ownerId }, { $unset: { source: 1 } }, { timestamps: false });
    await relinkTrashedMeetingRow(ownerId, todo.source, id);
  }
  await syncReminderJobs(doc as unknown as ArmableTodo, now);
  await indexRecord('todo', record(doc));
}

async function restoreTodo(scope: RestoreScope, trashed: Raw): Promise<void> {
  const doc = withDoneRank(trashed);
  await withinQuota(todoQuota(scope.ownerId, scope.quotas.todos), () => insertRaw(asModel(TodoModel), [doc]));
  await settleRestoredTodo(scope, doc);
  await bumpStamp('todos', scope.ownerId);
}

/**
 * The to-do's meeting is in the 휴지통 too (deleted after the to-do, so its row lost the link then): that row gets
 * the to-do back, so restoring the meeting later links the pair again, whichever of the two comes back first.
 */
async function relinkTrashedMeetingRow(ownerId: string, source: { meetingId: string; itemId: string }, todoId: string): Promise<void> {
  const entry = await trashCollection().findOne({ _id: trashId('meeting', source.meetingId), ownerId });
  const meeting = (entry?.docs.meetings as Raw[] | undefined)?.[0];
  const rows = meeting?.actionRows as StoredRow[] | undefined;
  const row = rows?.find((r) => r.id === source.itemId);
  if (!entry || !rows || !row || row.todoId) return;
  const relinked = rows.map((r) => (r === row ? { ...r, todoId } : r));
  await trashCollection().updateOne({ _id: entry._id, ownerId }, { $set: { 'docs.meetings.0.actionRows': relinked } });
}

/**
 * Rows whose to-do is in the 휴지통 too (deleted after the meeting, so it lost its link then): the trashed to-do gets
 * its `source` back, so restoring it later links the pair again, as when the to-do alone was deleted.
 */
async function relinkTrashedTodos(ownerId: string, source: { meetingId: string; title: string; date: string }, rows: StoredRow[]): Promise<void> {
  for (const row of rows) {
    await trashCollection().updateOne(
      { _id: trashId('todo', String(row.todoId)), ownerId, 'docs.todos.0.source': { $exists: false } },
      { $set: { 'docs.todos.0.source': { ...source, itemId: row.id } } },
    );
  }
}

async function restoreMeeting({ ownerId, quotas }: RestoreScope, doc: Raw): Promise<void> {
  await withinQuota(meetingQuota(ownerId, quotas.meetings), () => insertRaw(asModel(MeetingModel), [doc]));
  const rows = doc.actionRows as StoredRow[] | undefined;
  if (rows?.length) {
    const source = { meetingId: String(doc._id), title: String(doc.title), date: String(doc.date) };
    const kept = await relinkTodosOfMeeting({ ownerId, ...source, rows });
    await relinkTrashedTodos(ownerId, source, rows.filter((r, i) => r.todoId && !kept[i].todoId));
    if (kept.some((r, i) => r.todoId !== rows[i].todoId || r.done !== rows[i].done)) {
      await MeetingModel.updateOne({ _id: doc._id, ownerId }, { $set: { actionRows: kept, action_items: derivedString(kept) } }, { timestamps: false });
    }
  }
  await indexRecord('meeting', record(doc));
  await bumpStamp('meetings', ownerId);
}

async function restoreProject({ ownerId, quotas }: RestoreScope, project: Raw, tasks: Raw[]): Promise<void> {
  const projectId = project._id;
  await reserve(projectQuota(ownerId, quotas.projects));
  try {
    await reserve(taskQuota(ownerId, projectId, quotas.tasksPerProject), tasks.length);
  } catch (error) {
    await release(projectQuota(ownerId));
    throw error;
  }
  try {
    await insertRaw(asModel(WbsTaskModel), tasks);
    await insertRaw(asModel(WbsProjectModel), [{ ...project, taskRevision: new Types.ObjectId().toHexString() }]);
  } catch (error) {
    await WbsTaskModel.deleteMany({ ownerId, projectId, _id: mongoose.trusted({ $in: tasks.map((t) => t._id) }) });
    await release(projectQuota(ownerId));
    await release(taskQuota(ownerId, projectId), tasks.length);
    throw error;
  }
  await indexRecord('project', record(project));
  for (const task of tasks) await indexRecord('task', record(task));
  await bumpStamp('projects', ownerId);
}

/** A task and its subtree go back under their parent; the project's roll-up and task-list stamp follow (changeTree). */
async function restoreTasks({ ownerId, quotas }: RestoreScope, projectId: string, tasks: Raw[]): Promise<void> {
  const project = await WbsProjectModel.exists({ _id: new Types.ObjectId(projectId), ownerId });
  if (!project) throw conflict(TRASH_MESSAGES.projectMissing);
  await changeTree({ ownerId, projectId }, async (p) => {
    const root = tasks[0];
    let parentLevel = 0;
    if (root.parentId) {
      const parent = await WbsTaskModel.findOne({ _id: root.parentId, ownerId, projectId: p._id }, { level: 1 }).lean<{ level?: number }>();
      if (!parent) throw conflict(TRASH_MESSAGES.parentMissing);
      parentLevel = parent.level ?? 1;
    }
    const delta = parentLevel + 1 - Number(root.level ?? 1);
    const placed = tasks.map((t) => ({ ...t, level: Number(t.level ?? 1) + delta }));
    if (Math.max(...placed.map((t) => t.level)) > WBS_LIMITS.maxDepth) throw conflict(TRASH_MESSAGES.depthExceeded);
    await reserve(taskQuota(ownerId, p._id, quotas.tasksPerProject), placed.length);
    try {
      await insertRaw(asModel(WbsTaskModel), placed);
    } catch (error) {
      await release(taskQuota(ownerId, p._id), placed.length);
      throw error;
    }
    for (const task of placed) await indexRecord('task', record(task));
  });
}

/** Brings one trashed item back exactly: its documents, search keys, armed reminders and links. */
export async function restoreEntry(scope: RestoreScope, entry: TrashEntry): Promise<void> {
  const docs = entry.docs as { todos?: Raw[]; meetings?: Raw[]; projects?: Raw[]; tasks?: Raw[] };
  if (entry.kind === 'todo') return restoreTodo(scope, docs.todos![0]);
  if (entry.kind === 'meeting') return restoreMeeting(scope, docs.meetings![0]);
  if (entry.kind === 'project') return restoreProject(scope, docs.projects![0], docs.tasks ?? []);
  return restoreTasks(scope, entry.projectId!, docs.tasks ?? []);
}
