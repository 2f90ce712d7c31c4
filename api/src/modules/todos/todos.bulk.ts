import mongoose from 'mongoose';
import { TODO_MESSAGES, type TodoBulkChange, type TodoBulkPrevious, type TodoDto } from '@haru/contracts';
import { notFound } from '../../http/app-error';
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

/**
 * One change for up to 500 to-dos, through the same update as one to-do (links, reminders, search keys follow; a
 * completed repeating to-do gets its next occurrence, once). `notContinued`: the repeating to-dos whose next
 * occurrence the full quota (`limit`) stopped; their completes stand, as for one to-do. An undo (back to an open
 * status) deletes the next occurrences those completes made, except the ones the user changed: `nextKept` names
 * the to-dos whose next occurrence stayed.
 */
export async function bulkChangeTodos({ ownerId, ids, change, now, limit }: { ownerId: string; ids: string[]; change: TodoBulkChange; now: Date; limit?: number }): Promise<{ todos: TodoDto[]; previous: TodoBulkPrevious[]; notContinued: string[]; nextKept: string[] }> {
  const docs = await checkAll(ownerId, ids, change);
  const previous = docs.map((d) => ({ id: String(d._id), status: d.status, priority: d.priority, category: d.category ?? null, due_date: d.dueDate ?? null }));
  const todos: TodoDto[] = [];
  const notContinued: string[] = [];
  const nextKept: string[] = [];
  const patch = { ...change, priority: change.priority, status: change.status, completed: undefined };
  for (const doc of docs) {
    const { todo, next } = await updateTodoInSeries({ ownerId, id: String(doc._id), patch, now, limit });
    todos.push(todo);
    if (next === 'quota_full') notContinued.push(todo.id);
    if (next === 'kept') nextKept.push(todo.id);
  }
  return { todos, previous, notContinued, nextKept };
}

/** Up to 500 to-dos into the 휴지통 at once (each its own entry, so each can be restored). */
export async function bulkDeleteTodos({ ownerId, ids, now }: { ownerId: string; ids: string[]; now: Date }): Promise<number> {
  const docs = await checkAll(ownerId, ids);
  for (const doc of docs) await deleteTodo({ ownerId, id: String(doc._id), trashAt: now });
  return docs.length;
}
