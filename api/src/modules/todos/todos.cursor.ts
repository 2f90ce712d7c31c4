import mongoose from 'mongoose';
import { TODO_MESSAGES, type TodoSort } from '@haru/contracts';
import { badRequest } from '../../http/app-error';
import type { TodoDoc } from './todos.model';

/** One list order: a key field and its direction, with `_id` (newest first) breaking ties. */
interface Order { field: 'createdAt' | 'priorityRank' | 'dueKey' | 'titleKey'; dir: 1 | -1 }

export const ORDERS: Record<TodoSort, Order> = {
  created: { field: 'createdAt', dir: -1 },
  priority: { field: 'priorityRank', dir: -1 },
  due_date: { field: 'dueKey', dir: 1 },
  title: { field: 'titleKey', dir: 1 },
};

export function sortOf(order: Order): Record<string, 1 | -1> {
  return { [order.field]: order.dir, _id: -1 };
}

type KeyValue = string | number;

/** An opaque keyset cursor: the last item's sort key and id. */
export function encodeCursor(order: Order, doc: TodoDoc): string {
  const raw = doc[order.field];
  const value: KeyValue = raw instanceof Date ? raw.toISOString() : (raw as KeyValue);
  return Buffer.from(JSON.stringify([value, String(doc._id)])).toString('base64url');
}

/** The filter selecting items after the cursor. A cursor that does not decode is a 400, never a 500. */
export function afterCursor(order: Order, cursor: string): Record<string, unknown> {
  let value: unknown;
  let id: unknown;
  try {
    [value, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown[];
  } catch {
    throw badRequest(TODO_MESSAGES.cursorInvalid);
  }
  const validValue = order.field === 'priorityRank' ? typeof value === 'number' : typeof value === 'string';
  if (!validValue || typeof id !== 'string' || !mongoose.isValidObjectId(id) || !/^[0-9a-f]{24}$/i.test(id)) {
    throw badRequest(TODO_MESSAGES.cursorInvalid);
  }
  const key = order.field === 'createdAt' ? new Date(value as string) : (value as KeyValue);
  if (key instanceof Date && Number.isNaN(key.getTime())) throw badRequest(TODO_MESSAGES.cursorInvalid);
  const beyond = order.dir === 1 ? '$gt' : '$lt';
  const objectId = new mongoose.Types.ObjectId(id);
  // Trusted: these operators are built here, not taken from the request (sanitizeFilter would wrap them).
  return {
    $or: [
      { [order.field]: mongoose.trusted({ [beyond]: key }) },
      { [order.field]: key, _id: mongoose.trusted({ $lt: objectId }) },
    ],
  };
}
