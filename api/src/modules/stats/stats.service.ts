import type { StatsSummary } from '@haru/contracts';
import { buildEveryTime, type BuildPart } from '../../cache/parts';
import type { DataScope } from '../../cache/revisions';
import { collection, periodsAt, type Periods } from './sources';
import { dueKeyBelow, overdueAt } from './overdue';

type Source = Parameters<typeof collection>[0];
type Filter = Record<string, unknown>;

/**
 * Each figure is one owner-scoped count, run in the database (countDocuments: the engine counts the matches it
 * finds through the `{ ownerId, … }` indexes and sends back one number). An aggregation with `$cond` per
 * figure made the embedded engine convert every document and evaluate each expression on it, and reading the
 * documents would serialise them all; a count sends back nothing but the number. ownerId goes last: the
 * embedded engine checks a filter's fields in order, so the field that rules most documents out comes first.
 */
async function counts<K extends string>(name: Source, ownerId: string, filters: Record<K, Filter>): Promise<Record<K, number>> {
  const keys = Object.keys(filters) as K[];
  const values = await Promise.all(keys.map((k) => collection(name).countDocuments({ ...filters[k], ownerId })));
  return Object.fromEntries(keys.map((k, i) => [k, values[i]])) as Record<K, number>;
}

const since = (from: Date, to?: Date) => (to ? { $gte: from, $lt: to } : { $gte: from });

function todoCounts(ownerId: string, p: Periods) {
  const open = { $ne: 'completed' };
  return counts('todos', ownerId, {
    total: {},
    completed: { status: 'completed' },
    in_progress: { status: 'in_progress' },
    // A due date is a non-empty `YYYY-MM-DD` string; query comparisons only ever compare strings with strings.
    // dueKey (the to-do module's sort key: the due date, or 9999-12-31 without one) narrows through the
    // `{ ownerId, dueKey }` index; dueDate keeps the figure's own definition.
    due_today: { dueKey: { $gte: p.today, $lte: `${p.today}T~` }, dueDate: p.today, status: open },
    created_this_week: { createdAt: since(p.weekAgo) },
    created_last_week: { createdAt: since(p.twoWeeksAgo, p.weekAgo) },
    // To-dos keep no completion time: the last update of a completed to-do stands for it.
    completed_this_week: { status: 'completed', updatedAt: since(p.weekAgo) },
    completed_last_week: { status: 'completed', updatedAt: since(p.twoWeeksAgo, p.weekAgo) },
    // Issue 21: to-dos still linked to the meeting action item they were sent from.
    from_meetings: { 'source.meetingId': { $exists: true } },
    from_meetings_completed: { status: 'completed', 'source.meetingId': { $exists: true } },
  });
}

/**
 * Overdue to-dos now, by the one rule (`overdueAt`, shared with the analytics series): the open to-dos whose
 * sort key is before this minute are read (few: only what is late or due earlier today) and the rule decides.
 * `today` counts those due today at a time already past (no longer "due today").
 */
async function overdueNow(ownerId: string, p: Periods, now: Date) {
  const rows = await collection('todos')
    .find({ dueKey: { $lt: dueKeyBelow(now) }, status: { $ne: 'completed' }, ownerId }, { projection: { _id: 0, dueDate: 1, dueTime: 1, status: 1, updatedAt: 1 } })
    .toArray();
  const late = rows.filter((r) => overdueAt(r, now));
  return { all: late.length, today: late.filter((r) => r.dueDate === p.today).length };
}

function meetingCounts(ownerId: string, p: Periods) {
  return counts('meetings', ownerId, {
    total: {},
    this_week: { createdAt: since(p.weekAgo) },
    last_week: { createdAt: since(p.twoWeeksAgo, p.weekAgo) },
    this_month: { createdAt: since(p.monthStart) },
  });
}

/** A user has few projects: read the three fields the figures need and count here (the average needs values). */
async function projectFigures(ownerId: string, p: Periods) {
  const docs = await collection('projects')
    .find({ ownerId }, { projection: { _id: 0, status: 1, progress: 1, createdAt: 1 } })
    .toArray();
  const inRange = (d: unknown, from: Date, to?: Date) => d instanceof Date && d >= from && (!to || d < to);
  const progress = docs.map((d) => d.progress).filter((v): v is number => typeof v === 'number');
  return {
    total: docs.length,
    in_progress: docs.filter((d) => d.status === 'in_progress').length,
    completed: docs.filter((d) => d.status === 'completed').length,
    average: progress.length ? Math.round(progress.reduce((a, b) => a + b, 0) / progress.length) : 0,
    created_this_week: docs.filter((d) => inRange(d.createdAt, p.weekAgo)).length,
    created_last_week: docs.filter((d) => inRange(d.createdAt, p.twoWeeksAgo, p.weekAgo)).length,
  };
}

/**
 * Every figure of the dashboard and my page for one owner, built per resource (`part`: the route keeps each under
 * its own stamp, so a to-do write counts only the to-do figures again).
 */
export async function getSummary({ ownerId, now = new Date() }: { ownerId: string; now?: Date }, part: BuildPart<DataScope> = buildEveryTime): Promise<StatsSummary> {
  const p = periodsAt(now);
  const [[todos, overdue], meetings, [projects, tasks]] = await Promise.all([
    part('todos', () => Promise.all([todoCounts(ownerId, p), overdueNow(ownerId, p, now)])),
    part('meetings', () => meetingCounts(ownerId, p)),
    part('projects', () => Promise.all([projectFigures(ownerId, p), counts('tasks', ownerId, { total: {}, completed: { status: 'completed' } })])),
  ]);
  const { total, completed } = todos;
  const rate = total > 0 ? Math.round((completed / total) * 100) : 0;
  const activity = Math.min(100, 2 * (total + meetings.total + projects.total));
  return {
    todos: {
      total, completed, pending: total - completed, in_progress: todos.in_progress, completion_rate: rate,
      overdue: overdue.all, due_today: todos.due_today - overdue.today,
      created_this_week: todos.created_this_week, created_last_week: todos.created_last_week,
      completed_this_week: todos.completed_this_week, completed_last_week: todos.completed_last_week,
    },
    meetings: {
      total: meetings.total, this_week: meetings.this_week, last_week: meetings.last_week, this_month: meetings.this_month,
      todos_sent: todos.from_meetings, todos_sent_completed: todos.from_meetings_completed,
    },
    wbs: {
      projects: projects.total, in_progress: projects.in_progress, completed: projects.completed,
      average_progress: projects.average, tasks: tasks.total, completed_tasks: tasks.completed,
      projects_created_this_week: projects.created_this_week, projects_created_last_week: projects.created_last_week,
    },
    productivity_score: Math.round((rate + activity) / 2),
    today: p.today,
  };
}
