import type { ActionItem, Meeting, MeetingInput, TodoCreateInput, TodoDto, TodoUpdateInput } from '@haru/contracts';
import { MEETING_CREATE_FIELDS, TODO_CREATE_FIELDS } from '@haru/contracts/src/create-fields';
import type { QueuedWrite, WriteKind } from './types';

/** How items look on screen while their writes wait: built from the request the way the server would answer it. */
const defined = <T extends object>(value: T): Partial<T> =>
  Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined && v !== null)) as Partial<T>;

export function localTodo(id: string, input: TodoCreateInput, now: string): TodoDto {
  const status = input.status ?? 'pending';
  return {
    title: '', description: '', priority: 'medium', category: null, due_date: null, due_time: null,
    tags: [], checklist: [], reminders: [], recurrence: null,
    ...(defined(input) as Partial<TodoDto>),
    id, status, completed: status === 'completed', created_at: now, updated_at: now,
  };
}

export function editedTodo(todo: TodoDto, patch: TodoUpdateInput): TodoDto {
  const status = patch.status ?? (patch.completed === undefined ? todo.status : patch.completed ? 'completed' : 'pending');
  return { ...todo, ...(defined(patch) as Partial<TodoDto>), status, completed: status === 'completed' };
}

export function localMeeting(id: string, input: MeetingInput, now: string): Meeting {
  return {
    location: '', agenda: '', content: '', decisions: '', action_items: '', action_item_rows: [],
    ...(defined(input) as Partial<Meeting>),
    attendees: input.attendees ?? [], id, title: input.title, date: input.date, time: input.time, created_at: now, updated_at: now,
  };
}

export function editedMeeting(meeting: Meeting, input: MeetingInput): Meeting {
  return { ...meeting, ...(defined(input) as Partial<Meeting>) };
}

const CREATE_FIELDS: Record<WriteKind, readonly string[]> = { todo: TODO_CREATE_FIELDS, meeting: MEETING_CREATE_FIELDS };

/** A meeting's action rows as a body takes them: the link to a sent to-do (`todo_id`) is the server's to set. */
const rowInput = ({ id, text, owner, due_date, done }: ActionItem) => ({ id, text, owner, due_date, done });

/** A meeting's PUT body (the API takes the whole meeting): its fields, its action rows without their to-do links. */
export function meetingBody(meeting: Meeting): MeetingInput {
  const { title, date, time, location, attendees, agenda, content, decisions } = meeting;
  return { title, date, time, location, attendees, agenda, content, decisions, action_item_rows: meeting.action_item_rows.map(rowInput) };
}

/**
 * A create body for the user's version of an item the server deleted meanwhile (내 변경 적용): every field of the
 * contract's create body the item has (a to-do's checklist, reminders and rule; a meeting's action rows).
 */
export function recreateBody(kind: WriteKind, local: unknown): Record<string, unknown> {
  const item = (local ?? {}) as Record<string, unknown>;
  const body = Object.fromEntries(CREATE_FIELDS[kind].filter((f) => item[f] !== undefined && item[f] !== null).map((f) => [f, item[f]]));
  if (kind === 'meeting' && Array.isArray(body.action_item_rows)) body.action_item_rows = (body.action_item_rows as ActionItem[]).map(rowInput);
  return body;
}

/**
 * The item after a queued write: null when it is gone (a delete), the write's item, or for a move (`patch`) the
 * item as the caller holds it with the moved fields (undefined when the caller does not hold it: leave it out).
 */
export function afterWrite<T>(item: T | undefined, write: QueuedWrite): T | null | undefined {
  if (write.op === 'delete' || !write.local) return null;
  if (write.patch) return item && ({ ...item, ...write.patch } as T);
  return write.local as T;
}

/**
 * One item (a detail screen's) with the user's queued writes of it applied in order: a calendar move made offline
 * shows on the to-do's or meeting's own page too. A queued delete leaves the item as fetched (the screen that
 * deleted it has already left it).
 */
export function withQueuedItem<T extends { id: string }>(item: T, writes: readonly QueuedWrite[], kind: WriteKind): T {
  let out = item;
  for (const w of writes) if (w.kind === kind && w.id === item.id) out = afterWrite(out, w) ?? out;
  return out;
}

/** A list with the user's queued writes of `kind` applied in order (optimistic view of a plain list). */
export function withQueuedWrites<T extends { id: string }>(list: readonly T[], writes: readonly QueuedWrite[], kind: WriteKind): T[] {
  let out = [...list];
  for (const w of writes) {
    if (w.kind !== kind) continue;
    const item = afterWrite(out.find((i) => i.id === w.id), w);
    out = out.filter((i) => i.id !== w.id);
    if (item) out.push(item);
  }
  return out;
}
