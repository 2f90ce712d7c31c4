import mongoose from 'mongoose';
import { TODO_MESSAGES, type TodoBulkChange, type TodoBulkPrevious, type TodoDto } from '@haru/contracts';
import { AppError, notFound } from '../../http/app-error';
import { assertRemindersFit } from '../reminders/reminders.arm';
import { TodoModel, type TodoDoc } from './todos.model';
import { storedReminders } from './todos.dto';
import { deleteTodo, updateTodoInSeries } from './todos.service';


type Checked = Pick<TodoDoc, '_id' | 'status' | 'priority' | 'category' | 'dueDate' | 'reminders'>;

/**
 * Every id must be the caller's (an id of another user's, a deleted or a made-up one → 404, like a single GET),
 * and the change must fit every to-do, before anything is written: so a refused request changes nothing.
 * A past due date is accepted, as by PUT: the undo of a date change puts overdue dates back.
 */
async function checkAll(ownerId: string, ids: string[], change?: TodoBulkChange): Promise<Checked[]> {
  const objectIds = ids.map((id) => new mongoose.Types.ObjectId(id));
  const docs = (await TodoModel.find({ ownerId, _id: mongoose.trusted({ $in: objectIds }) }, { status: 1, priority: 1, category: 1, dueDate: 1, reminders: 1 }).lean()) as Checked[];
  if (docs.length !== ids.length) throw notFound(TODO_MESSAGES.notFound);
  if (change?.due_date !== undefined) for (const doc of docs) assertRemindersFit(storedReminders(doc.reminders), change.due_date);
  const order = new Map(ids.map((id, i) => [id.toLowerCase(), i]));
  return docs.sort((a, b) => (order.get(String(a._id)) ?? 0) - (order.get(String(b._id)) ?? 0));
}

/** What `change` overwrote on `doc`, as a patch: only the fields the change sets. */
function previousPatch(doc: Checked, change: TodoBulkChange) {
  return {
    status: change.status !== undefined ? doc.status : undefined,
    priority: change.priority !== undefined ? doc.priority : undefined,
    completed: undefined,
    ...(change.category !== undefined ? { category: doc.category ?? null } : {}),
    ...(change.due_date !== undefined ? { due_date: doc.dueDate ?? null } : {}),
  };
}

/**
 * One change for up to 500 to-dos, through the same update as one to-do (links, reminders, search keys follow; a
 * completed repeating to-do gets its next occurrence, once). `notContinued`: the repeating to-dos whose next
 * occurrence the full quota (`limit`) stopped; their completes stand, as for one to-do. An undo (back to an open
 * status) deletes the next occurrences those completes made, except the ones the user changed: `nextKept` names
 * the to-dos whose next occurrence stayed.
 * All or nothing also while it runs: when one update fails (a to-do deleted meanwhile, from another tab), the ones
 * already changed get their previous values back, as the client's undo would put them, and the error is answered.
 */
export async function bulkChangeTodos({ ownerId, ids, change, now, limit }: { ownerId: string; ids: string[]; change: TodoBulkChange; now: Date; limit?: number }): Promise<{ todos: TodoDto[]; previous: TodoBulkPrevious[]; notContinued: string[]; nextKept: string[] }> {
  const docs = await checkAll(ownerId, ids, change);
  const previous = docs.map((d) => ({ id: String(d._id), status: d.status, priority: d.priority, category: d.category ?? null, due_date: d.dueDate ?? null }));
  const todos: TodoDto[] = [];
  const notContinued: string[] = [];
  const nextKept: string[] = [];
  const patch = { ...change, priority: change.priority, status: change.status, completed: undefined };
  const changed: Checked[] = [];
  try {
    for (const doc of docs) {
      const { todo, next } = await updateTodoInSeries({ ownerId, id: String(doc._id), patch, now, limit });
      changed.push(doc);
      todos.push(todo);
      if (next === 'quota_full') notContinued.push(todo.id);
      if (next === 'kept') nextKept.push(todo.id);
    }
  } catch (error) {
    await putBack(ownerId, changed, change, now);
    throw error;
  }
  return { todos, previous, notContinued, nextKept };
}

/** The rollback of a bulk change that failed part way: newest first, each on its own (one that fails is skipped). */
async function putBack(ownerId: string, changed: Checked[], change: TodoBulkChange, now: Date): Promise<void> {
  for (const doc of [...changed].reverse()) {
    await updateTodoInSeries({ ownerId, id: String(doc._id), patch: previousPatch(doc, change), now }).catch(() => undefined);
  }
}

/**
 * Up to 500 to-dos into the 휴지통 at once (each its own entry, so each can be restored). One deleted meanwhile (from
 * another tab) is already gone, as asked: it is skipped, and the count says how many this request moved.
 */
export async function bulkDeleteTodos({ ownerId, ids, now }: { ownerId: string; ids: string[]; now: Date }): Promise<number> {
  const docs = await checkAll(ownerId, ids);
  let moved = 0;
  for (const doc of docs) {
    const gone = await deleteTodo({ ownerId, id: String(doc._id), trashAt: now }).then(() => false, (error: unknown) => {
      if (error instanceof AppError && error.status === 404) return true;
      throw error;
    });
    if (!gone) moved += 1;
  }
  return moved;
}
