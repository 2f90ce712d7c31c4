import mongoose from 'mongoose';
import {
  PRIORITY_RANK,
  TODO_MESSAGES,
  seoulDate,
  type TodoCreate,
  type TodoDto,
  type TodoEditScope,
  type TodoListQuery,
  type TodoPriority,
  type TodoStatus,
  type TodoUpdate,
} from '@haru/contracts';
import { AppError, badRequest, notFound } from '../../http/app-error';
import { TodoModel, doneRank, dueKey, type TodoDoc } from './todos.model';
import { todoQuota } from './todos.quota';
import { forgetTodo, removeSpawnedNext } from './todos.undo';
import { storedReminders, toTodoDto } from './todos.dto';
import { afterCursor, encodeCursor, orderOf, sortOf } from './todos.cursor';
import { bumpStamp } from '../../cache/revisions';
import { withinQuota } from '../../quotas/quota-counters';
import { markRowFromTodo, unlinkRowOfTodo } from '../meetings/action-links';
import { ARMING_FIELDS, armNewTodo, assertRemindersFit, syncReminderJobs, type ArmableTodo } from '../reminders/reminders.arm';
import { indexRecord } from '../search/search.entries';
import { SERIES_FIELDS, alreadySpawned, firstDueDate, isDuplicateNext, nextDueDate, nextOccurrenceDoc, seriesOnCreate, seriesOnUpdate, type SeriesState } from './todos.series';
import { putInTrash } from '../trash/trash.model';
import { matchFilter, nextVersion, refuseStale, type VersionCheck } from '../../http/preconditions';

export interface Owned { ownerId: string }
/** Documents per round trip when a whole list is streamed: memory holds one batch, not the list. */
const LIST_BATCH = 200;

/** Issue 21: the meeting action item a to-do is sent from (meetings/send-to-todo.ts). */
export interface TodoSourceRef { meetingId: string; itemId: string; title: string; date: string }

export interface TodoPage { items: TodoDto[]; nextCursor: string | null }

/** A malformed id is simply an id nobody owns: 404, like another user's. */
function todoFilter({ ownerId, id }: Owned & { id: string }) {
  if (!/^[0-9a-f]{24}$/i.test(id)) throw notFound(TODO_MESSAGES.notFound);
  return { _id: new mongoose.Types.ObjectId(id), ownerId };
}

/** The checklist to store: every item with an id (the client's, or a new one). */
function withIds(items: TodoCreate['checklist']): { id: string; text: string; done: boolean }[] {
  return (items ?? []).map((i) => ({ id: i.id ?? new mongoose.Types.ObjectId().toHexString(), text: i.text, done: i.done }));
}

interface Due { dueDate: string | null; dueTime: string | null }
const timeWithoutDate = () => badRequest(TODO_MESSAGES.dueTimeWithoutDate, [{ field: 'due_time', message: TODO_MESSAGES.dueTimeWithoutDate }]);

/**
 * The due date and time after a patch. A field the patch leaves out keeps its stored value (the spec's client
 * sends due_date without due_time); clearing the date clears the time; a time needs a date, sent or stored.
 */
async function dueAfter(filter: ReturnType<typeof todoFilter>, patch: TodoUpdate): Promise<Due | undefined> {
  if (patch.due_date === undefined && patch.due_time === undefined) return undefined;
  let stored: Due = { dueDate: null, dueTime: null };
  if (patch.due_date === undefined || patch.due_time === undefined) {
    const doc = (await TodoModel.findOne(filter, { dueDate: 1, dueTime: 1 }).lean()) as Partial<Due> | null;
    if (!doc) throw notFound(TODO_MESSAGES.notFound);
    stored = { dueDate: doc.dueDate ?? null, dueTime: doc.dueTime ?? null };
  }
  const dueDate = patch.due_date !== undefined ? patch.due_date : stored.dueDate;
  if (patch.due_time && !dueDate) throw timeWithoutDate();
  return { dueDate, dueTime: dueDate ? (patch.due_time !== undefined ? patch.due_time : stored.dueTime) : null };
}

/** Derived keys kept beside the fields they mirror, so the database can sort and page. */
export function derived(fields: { priority?: TodoPriority; due?: Due; title?: string; status?: TodoStatus }) {
  return {
    ...(fields.status !== undefined ? { doneRank: doneRank(fields.status) } : {}),
    ...(fields.priority !== undefined ? { priorityRank: PRIORITY_RANK[fields.priority] } : {}),
    ...(fields.due !== undefined ? { dueKey: dueKey(fields.due.dueDate, fields.due.dueTime) } : {}),
    ...(fields.title !== undefined ? { titleKey: fields.title.toLocaleLowerCase('ko') } : {}),
  };
}

function listQuery({ ownerId, status, sort, cursor }: Owned & TodoListQuery) {
  const order = orderOf({ sort, status });
  const filter: Record<string, unknown> = { ownerId };
  // doneRank follows from the status: fixing it too lets the {ownerId, doneRank, <key>, _id} indexes serve every order
  if (status && status !== 'all') Object.assign(filter, { status, doneRank: doneRank(status) });
  const query = cursor ? { $and: [filter, afterCursor(order, cursor)] } : filter;
  return { order, found: TodoModel.find(query).sort(sortOf(order)) };
}

/** One page (`limit` given): the items and the cursor of the next page. */
export async function listTodos({ limit, ...rest }: Owned & TodoListQuery): Promise<TodoPage> {
  const { order, found } = listQuery(rest);
  if (limit) found.limit(limit + 1);
  const docs = (await found.lean()) as TodoDoc[];
  const hasMore = limit !== undefined && docs.length > limit;
  const page = hasMore ? docs.slice(0, limit) : docs;
  return { items: page.map(toTodoDto), nextCursor: hasMore ? encodeCursor(order, page[page.length - 1]) : null };
}

/** The whole list (no `limit`) as stored, read through a database cursor a batch at a time (the backup's source). */
export async function* streamTodoDocs(query: Owned & Omit<TodoListQuery, 'limit'>): AsyncGenerator<TodoDoc> {
  const cursor = listQuery(query).found.lean().cursor({ batchSize: LIST_BATCH });
  try {
    for await (const doc of cursor) yield doc as TodoDoc;
  } finally {
    await cursor.close();
  }
}

/** The whole list (no `limit`) on the wire, for streaming. */
export async function* streamTodos(query: Owned & Omit<TodoListQuery, 'limit'>): AsyncGenerator<TodoDto> {
  for await (const doc of streamTodoDocs(query)) yield toTodoDto(doc);
}

export async function getTodo(input: Owned & { id: string }): Promise<TodoDto> {
  const doc = (await TodoModel.findOne(todoFilter(input)).lean()) as TodoDoc | null;
  if (!doc) throw notFound(TODO_MESSAGES.notFound);
  return toTodoDto(doc);
}

export { todoQuota } from './todos.quota';

/**
 * `today` is injectable so the "not before today" rule is testable with a fixed clock. Past the account's quota
 * (`limit`) → 409 quota_exceeded and nothing is stored.
 */
/**
 * `source`: a to-do sent from a meeting's action item keeps the 기한 the meeting gave it, past or not (it is then
 * simply overdue); only a to-do the user writes must not start in the past.
 */
export async function createTodo({ ownerId, input, now = new Date(), limit, source }: Owned & { input: TodoCreate; now?: Date; limit?: number; source?: TodoSourceRef }): Promise<TodoDto> {
  const dueDate = input.due_date ?? (input.recurrence ? firstDueDate(input.recurrence, now) : null);
  if (dueDate && !source && dueDate < seoulDate(now)) {
    throw badRequest(TODO_MESSAGES.dueDatePast, [{ field: 'due_date', message: TODO_MESSAGES.dueDatePast }]);
  }
  if (input.due_time && !dueDate) throw timeWithoutDate();
  const due: Due = { dueDate, dueTime: dueDate ? input.due_time ?? null : null };
  assertRemindersFit(input.reminders ?? [], dueDate);
  const priority = input.priority ?? 'medium';
  const status = input.status ?? 'pending';
  const doc = await withinQuota(todoQuota(ownerId, limit), () => TodoModel.create({
    ownerId,
    title: input.title,
    description: input.description ?? '',
    priority,
    status,
    category: input.category ?? null,
    ...due,
    tags: input.tags ?? [],
    checklist: withIds(input.checklist),
    reminders: input.reminders ?? [],
    ...seriesOnCreate(input.recurrence, dueDate),
    ...(source ? { source } : {}),
    ...derived({ priority, due, title: input.title, status }),
  }));
  const created = doc.toObject() as TodoDoc;
  // Independent follow-ups at once (their journal writes share one fdatasync); the stamp strictly after them.
  await Promise.all([armNewTodo(created as ArmableTodo, now), indexRecord('todo', created)]);
  await bumpStamp('todos', ownerId);
  return toTodoDto(created);
}

/** `version`: the If-Match versions the write may replace (http/preconditions.ts), checked in the write itself. */
type UpdateInput = Owned & { id: string; patch: TodoUpdate; now?: Date; scope?: TodoEditScope; limit?: number; version?: VersionCheck };

/** A conditional write that matched nothing: 412 with the current to-do, or 404 when it is gone. */
const refuseTodo = (filter: ReturnType<typeof todoFilter>) =>
  refuseStale(async () => {
    const doc = (await TodoModel.findOne(filter).lean()) as TodoDoc | null;
    return doc && toTodoDto(doc);
  }, () => notFound(TODO_MESSAGES.notFound));

export async function updateTodo(input: UpdateInput): Promise<TodoDto> {
  return (await updateTodoInSeries(input)).todo;
}

/**
 * `scope` is '이번 일정만' / '이후 모든 일정' for a repeating to-do; `limit` is the quota its next occurrence takes
 * from. `next` says what completing did to the series (see `createNextOccurrence`).
 */
export async function updateTodoInSeries({ ownerId, id, patch, now = new Date(), scope, limit, version }: UpdateInput): Promise<{ todo: TodoDto; next: NextOccurrence }> {
  const filter = todoFilter({ ownerId, id });
  if (patch.reminders !== undefined || patch.due_date !== undefined) await checkReminders(filter, patch);
  const status = patch.status ?? (patch.completed === undefined ? undefined : await statusForCompleted(filter, patch.completed));
  const reopening = status !== undefined && status !== 'completed' && (await statusOf(filter)) === 'completed';
  const due = await dueAfter(filter, patch);
  const series = await seriesAfter(filter, patch, due, scope);
  const set = {
    ...(patch.title !== undefined ? { title: patch.title } : {}),
    ...(patch.description !== undefined ? { description: patch.description } : {}),
    ...(patch.priority !== undefined ? { priority: patch.priority } : {}),
    ...(status !== undefined ? { status } : {}),
    ...(patch.category !== undefined ? { category: patch.category } : {}),
    ...(due ?? {}),
    ...(patch.tags !== undefined ? { tags: patch.tags } : {}),
    ...(patch.checklist !== undefined ? { checklist: withIds(patch.checklist) } : {}),
    ...(patch.reminders !== undefined ? { reminders: patch.reminders } : {}),
    ...series,
    ...derived({ priority: patch.priority, due, title: patch.title, status }),
  };
  const update = version ? { $set: { ...set, updatedAt: nextVersion(version) }, $unset: { pristine: 1 } } : { $set: set, $unset: { pristine: 1 } };
  const options = { returnDocument: 'after' as const, runValidators: true, ...(version ? { timestamps: false } : {}) };
  const doc = (await TodoModel.findOneAndUpdate({ ...filter, ...matchFilter(version) }, update, options).lean()) as TodoDoc | null;
  if (!doc) {
    if (version) await refuseTodo(filter);
    throw notFound(TODO_MESSAGES.notFound);
  }
  // The jobs follow only the reminders, the due date and time and the status: a patch of none of them (a title, a
  // tag) leaves them as they are, so they are not read again.
  const arming = ARMING_FIELDS.some((f) => patch[f] !== undefined);
  await Promise.all([arming ? syncReminderJobs(doc as ArmableTodo, now) : undefined, indexRecord('todo', doc)]);
  await bumpStamp('todos', ownerId);
  if (doc.source && status !== undefined) await markRowFromTodo({ ownerId, todoId: id, done: status === 'completed' });
  const next = status === 'completed' && doc.recurrence ? await createNextOccurrence(doc, now, limit) : reopening ? await removeSpawnedNext(ownerId, id) : 'none';
  // The series' next to-do was made or removed after the stamp above: replaced again, so no answer cached in between outlives it.
  if (next === 'created' || next === 'removed') await bumpStamp('todos', ownerId);
  return { todo: toTodoDto(doc), next };
}

/** The series fields of an update (todos.series.ts); read only when the patch touches the title, date or rule. */
async function seriesAfter(filter: ReturnType<typeof todoFilter>, patch: TodoUpdate, due: Due | undefined, scope?: TodoEditScope) {
  if (patch.title === undefined && due === undefined && patch.recurrence === undefined) return {};
  const current = (await TodoModel.findOne(filter, SERIES_FIELDS).lean()) as SeriesState | null;
  if (!current) throw notFound(TODO_MESSAGES.notFound);
  return seriesOnUpdate(current, patch, due ? due.dueDate : current.dueDate ?? null, scope);
}

/**
 * What completing did to a series: `created` its next occurrence, `none` (no rule, the rule's end, already made),
 * or `quota_full`: the account's to-do quota had no place, so the complete stands and the caller tells the user;
 * the completed to-do keeps its rule, so reopening and completing it once there is room creates the next one.
 * Undoing a complete: `removed` the next occurrence it made, or `kept` it because the user had changed it.
 */
export type NextOccurrence = 'created' | 'none' | 'quota_full' | 'removed' | 'kept';

/** A completed repeating to-do's next occurrence, created once (see todos.series.ts). */
async function createNextOccurrence(doc: TodoDoc, now: Date, limit?: number): Promise<NextOccurrence> {
  const dueDate = nextDueDate(doc, now);
  if (!dueDate || (await alreadySpawned(String(doc._id)))) return 'none';
  const next = nextOccurrenceDoc(doc, dueDate);
  const fields = { ...next, ...derived({ priority: next.priority as TodoPriority, due: { dueDate, dueTime: next.dueTime }, title: next.title, status: next.status as TodoStatus }) };
  try {
    const created = (await withinQuota(todoQuota(doc.ownerId, limit), () => TodoModel.create(fields))).toObject() as TodoDoc;
    await Promise.all([armNewTodo(created as ArmableTodo, now), indexRecord('todo', created)]);
    return 'created';
  } catch (error) {
    if (isDuplicateNext(error)) return 'none';
    if (error instanceof AppError && error.code === 'quota_exceeded') return 'quota_full';
    throw error;
  }
}

/** The reminders and the due date as they will be after the update must fit together (a preset needs a date). */
async function checkReminders(filter: ReturnType<typeof todoFilter>, patch: TodoUpdate) {
  const current = (await TodoModel.findOne(filter, { reminders: 1, dueDate: 1 }).lean()) as Pick<TodoDoc, 'reminders' | 'dueDate'> | null;
  if (!current) throw notFound(TODO_MESSAGES.notFound);
  const reminders = patch.reminders ?? storedReminders(current.reminders);
  assertRemindersFit(reminders, patch.due_date !== undefined ? patch.due_date : current.dueDate ?? null);
}

async function statusOf(filter: ReturnType<typeof todoFilter>) {
  const current = (await TodoModel.findOne(filter, { status: 1 }).lean()) as Pick<TodoDoc, 'status'> | null;
  if (!current) throw notFound(TODO_MESSAGES.notFound);
  return current.status;
}

/** `completed` alone (a client's checkbox): true → completed; false → back to pending unless already open. */
async function statusForCompleted(filter: ReturnType<typeof todoFilter>, completed: boolean) {
  if (completed) return 'completed' as const;
  return (await statusOf(filter)) === 'completed' ? ('pending' as const) : undefined;
}

/**
 * Deletes a to-do. `trashAt` (the user's delete, issue 22) keeps the whole document in the 휴지통 for a restore;
 * without it (a racing send-to-todo dropping its own extra) the to-do is simply gone.
 */
export async function deleteTodo(input: Owned & { id: string; trashAt?: Date; version?: VersionCheck }): Promise<void> {
  const filter = todoFilter(input);
  const deleted = (await TodoModel.findOneAndDelete({ ...filter, ...matchFilter(input.version) }).lean()) as TodoDoc | null;
  if (!deleted) {
    if (input.version) await refuseTodo(filter);
    throw notFound(TODO_MESSAGES.notFound);
  }
  const { trashAt } = input;
  // The 휴지통 entry and what the to-do leaves elsewhere are independent writes: at once, then the stamp.
  await Promise.all([
    trashAt ? putInTrash({ ownerId: input.ownerId, kind: 'todo', itemId: input.id, title: deleted.title, docs: { todos: [deleted] }, now: trashAt }) : undefined,
    forgetTodo(input.ownerId, input.id),
  ]);
  await bumpStamp('todos', input.ownerId);
  if (deleted.source) await unlinkRowOfTodo({ ownerId: input.ownerId, todoId: input.id });
}
