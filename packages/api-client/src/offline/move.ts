import type { CalendarEvent } from '@haru/contracts';
import { enqueueWrite, hasQueuedWrites, queuedItem } from './queue';
import { isNetworkFailure, mustQueue } from './writes';
import { isLocalId } from './types';

/** The fields a calendar move changes, named as the item's PUT names them. */
function movePatch(moved: CalendarEvent): Record<string, unknown> {
  return moved.type === 'todo' ? { due_date: moved.date, due_time: moved.time } : { date: moved.date, time: moved.time };
}

/** What the calendar knows of the item (the list screens apply a move to their own full copy instead). */
function shownItem(event: CalendarEvent): Record<string, unknown> {
  const common = { id: event.source_id, title: event.title, updated_at: event.version };
  return event.type === 'todo'
    ? { ...common, status: event.status, completed: event.completed, category: event.category ?? null, due_date: event.date, due_time: event.time }
    : { ...common, date: event.date, time: event.time };
}

/**
 * Saves a to-do's or meeting's move on the calendar (issue 24): online through `save` as before; offline, or when
 * the network fails on the way, it is queued as a move (`patch`) checked against the version the calendar showed,
 * so a change made on the server meanwhile comes back as a conflict. An item with queued writes always queues. A
 * project or WBS task, or an item whose version the calendar does not know, is only ever saved online.
 */
export async function moveOrQueue(event: CalendarEvent, moved: CalendarEvent, save: () => Promise<unknown>): Promise<{ queued: boolean }> {
  const kind = event.type;
  const id = event.source_id;
  if (kind === 'project' || kind === 'task') {
    await save();
    return { queued: false };
  }
  const queueable = Boolean(event.version) || isLocalId(id) || hasQueuedWrites(kind, id);
  if (!queueable || !mustQueue(kind, id)) {
    try {
      await save();
      return { queued: false };
    } catch (error) {
      if (!queueable || !isNetworkFailure(error)) throw error;
    }
  }
  const patch = movePatch(moved);
  const known = queuedItem<Record<string, unknown>>(kind, id) ?? shownItem(event);
  await enqueueWrite({ kind, op: 'update', id, patch, version: event.version ?? null, local: { ...known, ...patch } });
  return { queued: true };
}
