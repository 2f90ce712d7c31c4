import mongoose from 'mongoose';
import { TODO_MESSAGES, type TodoListQuery, type TodoSort } from '@haru/contracts';
import { badRequest } from '../../http/app-error';
import type { TodoDoc } from './todos.model';

/**
 * One list order: open to-dos before completed ones (`doneRank`) unless a status filter makes them one group, then
 * a key field and its direction, with `_id` (newest first) breaking ties.
 */
export interface Order { field: 'createdAt' | 'priorityRank' | 'dueKey' | 'titleKey'; dir: 1 | -1; openFirst: boolean }

const FIELDS: Record<TodoSort, Pick<Order, 'field' | 'dir'>> = {
  created: { field: 'createdAt', dir: -1 },
  priority: { field: 'priorityRank', dir: -1 },
  due_date: { field: 'dueKey', dir: 1 },
  title: { field: 'titleKey', dir: 1 },
};

export function orderOf({ sort, status }: Pick<TodoListQuery, 'sort' | 'status'>): Order {
  return { ...FIELDS[sort ?? 'created'], openFirst: !status || status === 'all' };
}

export function sortOf(order: Order): Record<string, 1 | -1> {
  return { ...(order.openFirst ? { doneRank: 1 as const } : {}), [order.field]: order.dir, _id: -1 };
}

type KeyValue = string | number;

/** An opaque keyset cursor: the last item's sort key and id (and its doneRank when the order starts with it). */
export function encodeCursor(order: Order, doc: TodoDoc): string {
  const raw = doc[order.field];
  const value: KeyValue = raw instanceof Date ? raw.toISOString() : (raw as KeyValue);
  const key = order.openFirst ? [value, String(doc._id), doc.doneRank ?? 0] : [value, String(doc._id)];
  return Buffer.from(JSON.stringify(key)).toString('base64url');
}

function decode(order: Order, cursor: string): { key: KeyValue | Date; id: mongoose.Types.ObjectId; rank: unknown } {
  let value: unknown;
  let id: unknown;
  let rank: unknown;
  try {
    [value, id, rank] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown[];
  } catch {
    throw badRequest(TODO_MESSAGES.cursorInvalid);
  }
  const validValue = order.field === 'priorityRank' ? typeof value === 'number' : typeof value === 'string';
  const validRank = order.openFirst ? rank === 0 || rank === 1 : rank === undefined;
  if (!validValue || !validRank || typeof id !== 'string' || !mongoose.isValidObjectId(id) || !/^[0-9a-f]{24}$/i.test(id)) {
    throw badRequest(TODO_MESSAGES.cursorInvalid);
  }
  const key = order.field === 'createdAt' ? new Date(value as string) : (value as KeyValue);
  if (key instanceof Date && Number.isNaN(key.getTime())) throw badRequest(TODO_MESSAGES.cursorInvalid);
  return { key, id: new mongoose.Types.ObjectId(id), rank };
}

/** The filter selecting items after the cursor. A cursor that does not decode is a 400, never a 500. */
export function afterCursor(order: Order, cursor: string): Record<string, unknown> {
  const { key, id, rank } = decode(order, cursor);
  const beyond = order.dir === 1 ? '$gt' : '$lt';
  // Trusted: these operators are built here, not taken from the request (sanitizeFilter would wrap them).
  const sameKey = [
    { [order.field]: mongoose.trusted({ [beyond]: key }) },
    { [order.field]: key, _id: mongoose.trusted({ $lt: id }) },
  ];
  if (!order.openFirst) return { $or: sameKey };
  return { $or: [{ doneRank: mongoose.trusted({ $gt: rank }) }, ...sameKey.map((branch) => ({ doneRank: rank, ...branch }))] };
}
