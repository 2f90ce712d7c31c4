import ical from 'ical-generator';
import { addDays } from '@haru/dates';
import type { Holiday, TodoDto } from '@haru/contracts';
import { streamTodos } from '../todos/todos.service';
import { streamMeetings } from '../meetings/meetings.service';
import { listProjects } from '../wbs/wbs.projects.service';
import { seriesRRules } from './feed.repeats';

/** Meetings have a start time only: an hour, as the calendar screen shows them. */
const MEETING_MINUTES = 60;
const HOST = 'haru.app';

/** `YYYY-MM-DD` + `HH:mm` in Korea → the instant (Korea has no daylight saving: always +09:00). */
const seoulInstant = (date: string, time: string) => new Date(`${date}T${time}:00+09:00`);
/** A calendar date as a Date at UTC midnight, which ical-generator writes as that date for an all-day event. */
const day = (date: string) => new Date(`${date}T00:00:00Z`);
// Times are written in UTC (…Z): no time-zone block needed, and every calendar app shows them in its own zone.

/** A to-do's due time, once to-dos have one (another change adds `due_time`); absent → an all-day event. */
function dueTimeOf(todo: TodoDto): string | null {
  const value = (todo as TodoDto & { due_time?: unknown }).due_time;
  return typeof value === 'string' && /^\d{2}:\d{2}$/.test(value) ? value : null;
}

/**
 * Korean public holidays (the feed's option): all-day events whose UID is the date and its place among that day's
 * holidays, and whose DTSTAMP is the date itself, so the same year gives the same text.
 */
function addHolidays(calendar: ReturnType<typeof ical>, holidays: readonly Holiday[]): void {
  const seen = new Map<string, number>();
  for (const holiday of holidays) {
    const n = seen.get(holiday.date) ?? 0;
    seen.set(holiday.date, n + 1);
    calendar.createEvent({
      id: `holiday-${holiday.date}-${n}@${HOST}`,
      summary: holiday.name,
      start: day(holiday.date),
      end: day(addDays(holiday.date, 1)),
      allDay: true,
      stamp: day(holiday.date),
    });
  }
}

/**
 * The account's calendar as RFC 5545 text (ical-generator: escaping, 75-octet line folding, CRLF): to-dos with a
 * due date (all-day, or an hour from `due_time`), meetings (an hour from their time) and projects (all-day
 * spans, end date included). UIDs are the item ids, so a calendar app updates an event instead of copying it;
 * DTSTAMP is the item's last change, so the same data gives the same text (and the same ETag). A repeating
 * to-do's open occurrence carries its rule as RRULE (feed.repeats.ts), so calendar apps show the coming ones.
 */
export async function buildFeed(ownerId: string, holidays: readonly Holiday[] = []): Promise<string> {
  const calendar = ical({ name: '하루', prodId: { company: 'Haru', product: 'Haru', language: 'KO' }, ttl: 60 * 60 });
  addHolidays(calendar, holidays);
  const rrules = await seriesRRules(ownerId);
  for await (const todo of streamTodos({ ownerId })) {
    if (!todo.due_date) continue;
    const time = dueTimeOf(todo);
    const start = time ? seoulInstant(todo.due_date, time) : day(todo.due_date);
    calendar.createEvent({
      id: `todo-${todo.id}@${HOST}`,
      summary: todo.completed ? `✓ ${todo.title}` : todo.title,
      description: todo.description || undefined,
      start,
      end: time ? new Date(start.getTime() + 60 * 60_000) : day(addDays(todo.due_date, 1)),
      allDay: !time,
      stamp: new Date(todo.updated_at),
      ...(rrules.has(todo.id) ? { repeating: rrules.get(todo.id) } : {}),
    });
  }
  for await (const meeting of streamMeetings({ ownerId })) {
    const start = seoulInstant(meeting.date, meeting.time);
    calendar.createEvent({
      id: `meeting-${meeting.id}@${HOST}`,
      summary: meeting.title,
      description: meeting.agenda || undefined,
      location: meeting.location || undefined,
      start,
      end: new Date(start.getTime() + MEETING_MINUTES * 60_000),
      stamp: new Date(meeting.updated_at),
    });
  }
  for (const project of await listProjects({ ownerId })) {
    calendar.createEvent({
      id: `project-${project.id}@${HOST}`,
      summary: project.title,
      description: project.description || undefined,
      start: day(project.start_date),
      end: day(addDays(project.end_date, 1)),
      allDay: true,
      stamp: new Date(project.updated_at),
    });
  }
  return calendar.toString();
}
