import { meetingsApi, updateTodo } from '@haru/api-client';
import type { CalendarEvent, MeetingInput } from '@haru/contracts';

/** Where an item goes: a day, and a time ('HH:MM') or null for all day (a meeting always keeps a time). */
export interface MoveTarget { date: string; time: string | null }

/**
 * Saves a to-do's or meeting's new date/time through the API: a to-do by PUT with its due date and time, a meeting
 * by PUT of its whole body (read first, as the API takes the full meeting) with the new date and time.
 */
export async function saveMove(event: CalendarEvent, to: MoveTarget): Promise<void> {
  if (event.type === 'todo') {
    await updateTodo(event.source_id, { due_date: to.date, due_time: to.time });
    return;
  }
  if (event.type !== 'meeting') throw new Error(`${event.type} cannot be moved from the calendar`);
  const meeting = await meetingsApi.get(event.source_id);
  const body: MeetingInput = {
    title: meeting.title, date: to.date, time: to.time ?? meeting.time, location: meeting.location, attendees: meeting.attendees,
    agenda: meeting.agenda, content: meeting.content, decisions: meeting.decisions,
    action_item_rows: meeting.action_item_rows.map(({ id, text, owner, due_date, done }) => ({ id, text, owner, due_date, done })),
  };
  await meetingsApi.update(event.source_id, body);
}
