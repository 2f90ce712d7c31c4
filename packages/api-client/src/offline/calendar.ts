import type { CalendarEvent, CalendarResponse, Meeting, TodoDto } from '@haru/contracts';
import type { QueuedWrite } from './types';

/** A to-do or meeting as the calendar shows it (the API's calendar.service.ts does the same on the server). */
function eventOf(write: QueuedWrite): CalendarEvent | null {
  if (write.kind === 'todo') {
    const todo = write.local as TodoDto;
    if (!todo.due_date) return null;
    return {
      id: `todo-${todo.id}`, type: 'todo', source_id: todo.id, title: todo.title, date: todo.due_date, end_date: null,
      completed: todo.status === 'completed', time: todo.due_time ?? null, status: todo.status, category: todo.category ?? null,
    };
  }
  const meeting = write.local as Meeting;
  return { id: `meeting-${meeting.id}`, type: 'meeting', source_id: meeting.id, title: meeting.title, date: meeting.date, end_date: null, completed: false, time: meeting.time || null, status: null };
}

/**
 * The calendar with the user's queued to-do and meeting writes applied in order (issue 24): an item created or
 * moved offline shows where it will be, a deleted one is gone. A changed repeating to-do keeps its projected
 * occurrences until the server answers again; a deleted one loses them. A move keeps the rest of the event as
 * the calendar had it.
 */
export function withQueuedEvents(data: CalendarResponse, writes: readonly QueuedWrite[]): CalendarResponse {
  let events = data.events;
  for (const w of writes) {
    const held = events.find((e) => e.type === w.kind && e.source_id === w.id && !e.projected);
    events = events.filter((e) => e.type !== w.kind || e.source_id !== w.id || (e.projected && w.op !== 'delete'));
    const fresh = w.op === 'delete' || !w.local ? null : eventOf(w);
    const event = fresh && held && w.patch ? { ...held, date: fresh.date, time: fresh.time } : fresh;
    if (event && event.date >= data.from && event.date <= data.to) events = [...events, event];
  }
  return events === data.events ? data : { ...data, events };
}
