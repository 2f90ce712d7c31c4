import { meetingsApi, updateTodo, wbsApi } from '@haru/api-client';
import { meetingBody, moveOrQueue } from '@haru/api-client/offline';
import type { CalendarEvent } from '@haru/contracts';
import { addDays, daysBetween } from '@haru/dates';

/**
 * Where an item goes: a day, and a time ('HH:MM') or null for all day (a meeting always keeps a time). A project's
 * `date` is its new start: its end moves by as many days, so it keeps its length.
 */
export interface MoveTarget { date: string; time: string | null }

/** The event as it stands after the move (the calendar shows this at once, before the API answers). */
export function movedEvent(event: CalendarEvent, to: MoveTarget): CalendarEvent {
  if (event.type === 'project') {
    const end = event.end_date ? addDays(event.end_date, daysBetween(event.date, to.date)) : null;
    return { ...event, date: to.date, end_date: end, time: null };
  }
  // A to-do takes the target's time (none: all day); a meeting always has one and keeps it when none is given.
  return { ...event, date: to.date, time: event.type === 'meeting' ? to.time ?? event.time : to.time };
}

/**
 * Saves an item's new date/time: a to-do or meeting moved offline is queued (issue 24, `moveOrQueue`), and is
 * `queued` until the connection comes back; otherwise it goes to the API (`sendMove`).
 */
export function saveMove(event: CalendarEvent, to: MoveTarget): Promise<{ queued: boolean }> {
  // The calendar offers no move of a WBS task (its bars and entries are not draggable): refuse rather than guess.
  if (event.type === 'task') return Promise.reject(new Error('a WBS task is not moved from the calendar'));
  return moveOrQueue(event, movedEvent(event, to), () => sendMove(event, to));
}

/**
 * A move through the API: a to-do by PUT with its due date and time, a meeting or a project by PUT of its whole
 * body (read first, as the API takes the full item) with the new dates.
 */
async function sendMove(event: CalendarEvent, to: MoveTarget): Promise<void> {
  if (event.type === 'todo') {
    await updateTodo(event.source_id, { due_date: to.date, due_time: to.time });
    return;
  }
  if (event.type === 'project') {
    const project = await wbsApi.getProject(event.source_id);
    const shift = daysBetween(event.date, to.date);
    await wbsApi.updateProject(event.source_id, {
      title: project.title, description: project.description, status: project.status,
      start_date: addDays(project.start_date, shift), end_date: addDays(project.end_date, shift),
    });
    return;
  }
  const meeting = await meetingsApi.get(event.source_id);
  await meetingsApi.update(event.source_id, { ...meetingBody(meeting), date: to.date, time: to.time ?? meeting.time });
}
