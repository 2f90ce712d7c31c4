import type { CalendarEvent, CalendarQuery, CalendarResponse } from '@haru/contracts';
import { collection } from '../stats/sources';
import { holidaysBetween } from '../holidays/holidays.service';
import { recurrenceLabel, type Recurrence } from '@haru/dates/recurrence';
import { repeatEvents } from './calendar.repeats';
import { buildEveryTime, type BuildPart } from '../../cache/parts';
import type { DataScope } from '../../cache/revisions';

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

function taskEvent(d: Doc, projectTitles: Map<string, string>): CalendarEvent {
  const id = String(d._id);
  const projectId = String(d.projectId);
  // A task with one date set is a one-day item on it.
  const start = text(d.startDate) || text(d.endDate);
  const end = text(d.endDate) || start;
  return {
    id: `task-${id}`, type: 'task', source_id: id, title: text(d.title), date: start, end_date: end >= start ? end : start,
    completed: d.status === 'completed', time: null, status: text(d.status) || null,
    project_id: projectId, project_title: projectTitles.get(projectId) ?? '',
  };
}

/**
 * The caller's WBS tasks with a date in [from, to], read through { ownerId, endDate, startDate }: those spanning into
 * the range, and those with only an end or only a start date inside it; each labelled with its project's title.
 */
async function taskEvents(ownerId: string, from: string, to: string): Promise<CalendarEvent[]> {
  const tasks = await collection('tasks')
    .find(
      { ownerId, $or: [{ endDate: { $gte: from }, startDate: { $lte: to } }, { startDate: null, endDate: { $gte: from, $lte: to } }, { endDate: null, startDate: { $gte: from, $lte: to } }] },
      { projection: { title: 1, startDate: 1, endDate: 1, status: 1, projectId: 1 } },
    )
    .limit(MAX_PER_KIND)
    .toArray();
  if (tasks.length === 0) return [];
  const ids = [...new Map(tasks.map((t) => [String(t.projectId), t.projectId])).values()];
  const projects = await collection('projects').find({ ownerId, _id: { $in: ids } }, { projection: { title: 1 } }).toArray();
  const titles = new Map(projects.map((p) => [String(p._id), text(p.title)]));
  return tasks
    .map((t) => taskEvent(t, titles))
    .sort((a, b) => a.date.localeCompare(b.date) || a.id.localeCompare(b.id));
}

/**
 * The caller's events touching [from, to] (calendar dates in Korea, stored as 'YYYY-MM-DD', compared as strings
 * so no time zone shifts a day): to-dos by due date, meetings by date, projects and WBS tasks overlapping the range, and the
 * coming occurrences of repeating to-dos (calendar.repeats.ts) after the to-dos. Built per resource (`part`: the route
 * keeps each under its own stamp, so a to-do write reads only the to-dos again).
 */
export async function getCalendar(
  { ownerId, from, to, holidaysFile, now }: { ownerId: string; holidaysFile: string; now: Date } & CalendarQuery,
  part: BuildPart<DataScope> = buildEveryTime,
): Promise<CalendarResponse> {
  const [todos, meetings, projects, holidays] = await Promise.all([
    part('todos', async () => {
      const [dated, repeats] = await Promise.all([
        collection('todos')
          .find({ ownerId, dueDate: { $gte: from, $lte: to } }, { projection: { title: 1, dueDate: 1, dueTime: 1, status: 1, recurrence: 1, category: 1, updatedAt: 1 } })
          .sort({ dueKey: 1, _id: 1 })
          .limit(MAX_PER_KIND)
          .toArray(),
        repeatEvents({ ownerId, from, to, now }),
      ]);
      return [...dated.map(todoEvent), ...repeats];
    }),
    part('meetings', async () => (await collection('meetings')
      .find({ ownerId, date: { $gte: from, $lte: to } }, { projection: { title: 1, date: 1, time: 1, updatedAt: 1 } })
      .sort({ date: 1, time: 1 })
      .limit(MAX_PER_KIND)
      .toArray()).map(meetingEvent)),
    part('projects', async () => {
      const [projects, tasks] = await Promise.all([
        collection('projects')
          .find({ ownerId, startDate: { $lte: to }, endDate: { $gte: from } }, { projection: { title: 1, startDate: 1, endDate: 1, status: 1 } })
          .sort({ startDate: 1, _id: 1 })
          .limit(MAX_PER_KIND)
          .toArray(),
        taskEvents(ownerId, from, to),
      ]);
      return [...projects.map(projectEvent), ...tasks];
    }),
    holidaysBetween(from, to, holidaysFile),
  ]);
  return { from, to, events: [...todos, ...meetings, ...projects], holidays };
}
