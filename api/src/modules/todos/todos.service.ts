import mongoose from 'mongoose';
import {
  PRIORITY_RANK,
  QUOTA_LIMITS,
  TODO_MESSAGES,
  seoulDate,
  type TodoCreate,
  type TodoDto,
  type TodoListQuery,
  type TodoPriority,
  type TodoUpdate,
} from '@haru/contracts';
import { badRequest, notFound } from '../../http/app-error';
import { NO_DUE_KEY, TodoModel, type TodoDoc } from './todos.model';
import { toTodoDto } from './todos.dto';
import { ORDERS, afterCursor, encodeCursor, sortOf } from './todos.cursor';
import { bumpStamp } from '../../cache/revisions';
import { release, withinQuota } from '../../quotas/quota-counters';
import { indexRecord, unindexRecords } from '../search/search.entries';

export interface Owned { ownerId: string }
/** Documents per round trip when a whole list is streamed: memory holds one batch, not the list. */
const LIST_BATCH = 200;

export interface TodoPage { items: TodoDto[]; nextCursor: string | null }

/** A malformed id is simply an id nobody owns: 404, like another user's. */
function todoFilter({ ownerId, id }: Owned & { id: string }) {
  if (!/^[0-9a-f]{24}$/i.test(id)) throw notFound(TODO_MESSAGES.notFound);
  return { _id: new mongoose.Types.ObjectId(id), ownerId };
}

/** Derived keys kept beside the fields they mirror, so the database can sort and page. */
function derived(fields: { priority?: TodoPriority; dueDate?: string | null; title?: string }) {
  return {
    ...(fields.priority !== undefined ? { priorityRank: PRIORITY_RANK[fields.priority] } : {}),
    ...(fields.dueDate !== undefined ? { dueKey: fields.dueDate ?? NO_DUE_KEY } : {}),
    ...(fields.title !== undefined ? { titleKey: fields.title.toLocaleLowerCase('ko') } : {}),
  };
}

function listQuery({ ownerId, status, sort, cursor }: Owned & TodoListQuery) {
  const order = ORDERS[sort ?? 'created'];
  const filter: Record<string, unknown> = { ownerId };
  if (status && status !== 'all') filter.status = status;
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

/** The whole list (no `limit`), read through a database cursor a batch at a time, for streaming. */
export async function* streamTodos(query: Owned & Omit<TodoListQuery, 'limit'>): AsyncGenerator<TodoDto> {
  const cursor = listQuery(query).found.lean().cursor({ batchSize: LIST_BATCH });
  try {
    for await (const doc of cursor) yield toTodoDto(doc as TodoDoc);
  } finally {
    await cursor.close();
  }
}

export async function getTodo(input: Owned & { id: string }): Promise<TodoDto> {
  const doc = (await TodoModel.findOne(todoFilter(input)).lean()) as TodoDoc | null;
  if (!doc) throw notFound(TODO_MESSAGES.notFound);
  return toTodoDto(doc);
}

/** The account's to-do quota (quotas/quota-counters.ts); `limit` comes from the API's configuration. */
const todoQuota = (ownerId: string, limit: number = QUOTA_LIMITS.todos) => ({
  kind: 'todos' as const,
  key: [ownerId],
  limit,
  countExisting: () => TodoModel.countDocuments({ ownerId }),
});

/**
 * `today` is injectable so the "not before today" rule is testable with a fixed clock. Past the account's quota
 * (`limit`) → 409 quota_exceeded and nothing is stored.
 */
export async function createTodo({ ownerId, input, now = new Date(), limit }: Owned & { input: TodoCreate; now?: Date; limit?: number }): Promise<TodoDto> {
  const dueDate = input.due_date ?? null;
  if (dueDate && dueDate < seoulDate(now)) {
    throw badRequest(TODO_MESSAGES.dueDatePast, [{ field: 'due_date', message: TODO_MESSAGES.dueDatePast }]);
  }
  const priority = input.priority ?? 'medium';
  const doc = await withinQuota(todoQuota(ownerId, limit), () => TodoModel.create({
    ownerId,
    title: input.title,
    description: input.description ?? '',
    priority,
    status: input.status ?? 'pending',
    category: input.category ?? null,
    dueDate,
    tags: input.tags ?? [],
    ...derived({ priority, dueDate, title: input.title }),
  }));
  await indexRecord('todo', doc.toObject() as TodoDoc);
  await bumpStamp('todos', ownerId);
  return toTodoDto(doc.toObject() as TodoDoc);
}

export async function updateTodo({ ownerId, id, patch }: Owned & { id: string; patch: TodoUpdate }): Promise<TodoDto> {
  const filter = todoFilter({ ownerId, id });
  const status = patch.status ?? (patch.completed === undefined ? undefined : await statusForCompleted(filter, patch.completed));
  const set = {
    ...(patch.title !== undefined ? { title: patch.title } : {}),
    ...(patch.description !== undefined ? { description: patch.description } : {}),
    ...(patch.priority !== undefined ? { priority: patch.priority } : {}),
    ...(status !== undefined ? { status } : {}),
    ...(patch.category !== undefined ? { category: patch.category } : {}),
    ...(patch.due_date !== undefined ? { dueDate: patch.due_date } : {}),
    ...(patch.tags !== undefined ? { tags: patch.tags } : {}),
    ...derived({ priority: patch.priority, dueDate: patch.due_date, title: patch.title }),
  };
  const doc = (await TodoModel.findOneAndUpdate(filter, { $set: set }, { returnDocument: 'after', runValidators: true }).lean()) as TodoDoc | null;
  if (!doc) throw notFound(TODO_MESSAGES.notFound);
  await indexRecord('todo', doc);
  await bumpStamp('todos', ownerId);
  return toTodoDto(doc);
}

/** `completed` alone (a client's checkbox): true → completed; false → back to pending unless already open. */
async function statusForCompleted(filter: ReturnType<typeof todoFilter>, completed: boolean) {
  if (completed) return 'completed' as const;
  const current = (await TodoModel.findOne(filter, { status: 1 }).lean()) as Pick<TodoDoc, 'status'> | null;
  if (!current) throw notFound(TODO_MESSAGES.notFound);
  return current.status === 'completed' ? ('pending' as const) : undefined;
}

export async function deleteTodo(input: Owned & { id: string }): Promise<void> {
  const result = await TodoModel.deleteOne(todoFilter(input));
  if (result.deletedCount !== 1) throw notFound(TODO_MESSAGES.notFound);
  await release(todoQuota(input.ownerId));
  await unindexRecords(input.ownerId, [input.id]);
  await bumpStamp('todos', input.ownerId);
}
