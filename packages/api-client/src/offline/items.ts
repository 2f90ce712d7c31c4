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

/** A list with the user's queued writes of `kind` applied in order (optimistic view of a plain list). */
export function withQueuedWrites<T extends { id: string }>(list: readonly T[], writes: readonly QueuedWrite[], kind: WriteKind): T[] {
  let out = [...list];
  for (const w of writes) {
    if (w.kind !== kind) continue;
    out = out.filter((item) => item.id !== w.id);
    if (w.op !== 'delete' && w.local) out.push(w.local as T);
  }
  return out;
}
