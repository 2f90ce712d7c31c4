import type { CalendarEvent, CalendarQuery, CalendarResponse } from '@haru/contracts';
import { collection } from '../stats/sources';
import { holidaysBetween } from '../holidays/holidays.service';
import { recurrenceLabel, type Recurrence } from '@haru/dates/recurrence';
import { repeatEvents } from './calendar.repeats';

/** Enough for any month; a grid never shows more than a few per day. */
const MAX_PER_KIND = 1000;
type Doc = Record<string, unknown>;

const text = (v: unknown) => (typeof v === 'string' ? v : '');
/** The item's version (its `updated_at`, the ETag its PUT's If-Match takes), so a move made offline can be queued (issue 24). */
const versionOf = (d: Doc) => (d.updatedAt instanceof Date ? { version: d.updatedAt.toISOString() } : {});

function todoEvent(d: Doc): CalendarEvent {
  const id = String(d._id);
  return {
    id: `todo-${id}`, type: 'todo', source_id: id, title: text(d.title), date: text(d.dueDate), end_date: null,
    completed: d.status === 'completed', time: text(d.dueTime) || null, status: text(d.status) || null, category: text(d.category) || null,
    ...(d.recurrence ? { repeat: recurrenceLabel(d.recurrence as Recurrence) } : {}), ...versionOf(d),
  };
}

function meetingEvent(d: Doc): CalendarEvent {
  const id = String(d._id);
  return {
    id: `meeting-${id}`, type: 'meeting', source_id: id, title: text(d.title), date: text(d.date), end_date: null,
    completed: false, time: text(d.time) || null, status: null, ...versionOf(d),
  };
}

function projectEvent(d: Doc): CalendarEvent {
  const id = String(d._id);
  const start = text(d.startDate);
  const end = text(d.endDate);
  return {
    id: `project-${id}`, type: 'project', source_id: id, title: text(d.title), date: start, end_date: end >= start ? end : start,
    completed: d.status === 'completed', time: null, status: text(d.status) || null,
  };
}

/**
 * The caller's events touching [from, to] (calendar dates in Korea, stored as 'YYYY-MM-DD', compared as strings
 * so no time zone shifts a day): to-dos by due date, meetings by date, projects overlapping the range, and the
 * coming occurrences of repeating to-dos (calendar.repeats.ts) after the to-dos.
 */
export async function getCalendar({ ownerId, from, to, holidaysFile, now }: { ownerId: string; holidaysFile: string; now: Date } & CalendarQuery): Promise<CalendarResponse> {
  const [todos, meetings, projects, holidays, repeats] = await Promise.all([
    collection('todos')
      .find({ ownerId, dueDate: { $gte: from, $lte: to } }, { projection: { title: 1, dueDate: 1, dueTime: 1, status: 1, recurrence: 1, category: 1, updatedAt: 1 } })
      .sort({ dueKey: 1, _id: 1 })
      .limit(MAX_PER_KIND)
      .toArray(),
    collection('meetings')
      .find({ ownerId, date: { $gte: from, $lte: to } }, { projection: { title: 1, date: 1, time: 1, updatedAt: 1 } })
      .sort({ date: 1, time: 1 })
      .limit(MAX_PER_KIND)
      .toArray(),
    collection('projects')
      .find({ ownerId, startDate: { $lte: to }, endDate: { $gte: from } }, { projection: { title: 1, startDate: 1, endDate: 1, status: 1 } })
      .sort({ startDate: 1, _id: 1 })
      .limit(MAX_PER_KIND)
      .toArray(),
    holidaysBetween(from, to, holidaysFile),
    repeatEvents({ ownerId, from, to, now }),
  ]);
  return { from, to, events: [...todos.map(todoEvent), ...repeats, ...meetings.map(meetingEvent), ...projects.map(projectEvent)], holidays };
}
