import { type AnalyticsQuery, type AnalyticsReport } from '@haru/contracts';
import { addDays, mondayOf, seoulDate, startOfSeoulDay } from '@haru/dates';
import { dueKeyBelow, overdueAt, weekJudgedAt } from './overdue';
import { collection, countIf } from './sources';
import { bucketByWeek, weeksOf } from './weeks';

const MAX_ROWS = 5000;
const MAX_PROJECTS = 200;

interface Range { ownerId: string; from: string; to: string; now: Date }

/** to-dos completed per week, by the last update of completed to-dos inside the range. */
async function completedPerWeek({ ownerId, from, to }: Range) {
  const rows = await collection('todos')
    .find({ ownerId, status: 'completed', updatedAt: { $gte: startOfSeoulDay(from), $lt: startOfSeoulDay(addDays(to, 1)) } }, { projection: { updatedAt: 1 } })
    .limit(MAX_ROWS)
    .toArray();
  return bucketByWeek(rows.map((r) => seoulDate(r.updatedAt as Date)), from, to);
}

async function groupTodos({ ownerId, from, to }: Range, field: 'category' | 'priority') {
  const rows = await collection('todos')
    .aggregate<{ _id: string | null; total: number; completed: number }>([
      { $match: { ownerId, createdAt: { $gte: startOfSeoulDay(from), $lt: startOfSeoulDay(addDays(to, 1)) } } },
      { $group: { _id: `$${field}`, total: { $sum: 1 }, completed: countIf({ $eq: ['$status', 'completed'] }) } },
      { $sort: { total: -1, _id: 1 } },
    ])
    .toArray();
  // No category is stored as null; '' (older data, or a write behind the API) means the same and joins it.
  const groups = new Map<string, { key: string; total: number; completed: number }>();
  for (const r of rows) {
    const key = r._id || 'none';
    const group = groups.get(key) ?? { key, total: 0, completed: 0 };
    groups.set(key, { key, total: group.total + r.total, completed: group.completed + r.completed });
  }
  return [...groups.values()].sort((a, b) => b.total - a.total || a.key.localeCompare(b.key));
}

/**
 * Per week: the to-dos overdue at its end (the running week: now), by the one rule the dashboard's '지연' uses
 * (`overdueAt`), so this week's point is the dashboard's figure. Weeks not begun yet are 0.
 */
async function overduePerWeek({ ownerId, from, to, now }: Range) {
  const last = weekJudgedAt(mondayOf(to), now);
  const rows = await collection('todos')
    .find({ ownerId, dueKey: { $lt: dueKeyBelow(last) } }, { projection: { dueDate: 1, dueTime: 1, status: 1, updatedAt: 1 } })
    .limit(MAX_ROWS)
    .toArray();
  return weeksOf(from, to).map((week) => {
    if (startOfSeoulDay(week) > now) return { week, value: 0 };
    const at = weekJudgedAt(week, now);
    return { week, value: rows.filter((r) => overdueAt(r, at)).length };
  });
}

async function meetingsPerWeek({ ownerId, from, to }: Range) {
  const rows = await collection('meetings').find({ ownerId, date: { $gte: from, $lte: to } }, { projection: { date: 1 } }).limit(MAX_ROWS).toArray();
  return bucketByWeek(rows.map((r) => String(r.date)), from, to);
}

async function projectProgress({ ownerId }: Range) {
  const projects = await collection('projects')
    .find({ ownerId }, { projection: { title: 1, status: 1, progress: 1 } })
    .sort({ updatedAt: -1 })
    .limit(MAX_PROJECTS)
    .toArray();
  const tasks = await collection('tasks')
    .aggregate<{ _id: unknown; total: number; completed: number }>([
      { $match: { ownerId } },
      { $group: { _id: '$projectId', total: { $sum: 1 }, completed: countIf({ $eq: ['$status', 'completed'] }) } },
    ])
    .toArray();
  const byProject = new Map(tasks.map((t) => [String(t._id), t]));
  return projects.map((p) => {
    const t = byProject.get(String(p._id));
    return {
      id: String(p._id), title: String(p.title), status: String(p.status),
      progress: Math.round(Number(p.progress ?? 0) * 100) / 100, tasks: t?.total ?? 0, completed_tasks: t?.completed ?? 0,
    };
  });
}

export async function getAnalytics({ ownerId, from, to, now = new Date() }: { ownerId: string; now?: Date } & AnalyticsQuery): Promise<AnalyticsReport> {
  const range = { ownerId, from, to, now };
  const [todos_completed, by_category, by_priority, overdue, meetings, projects] = await Promise.all([
    completedPerWeek(range), groupTodos(range, 'category'), groupTodos(range, 'priority'),
    overduePerWeek(range), meetingsPerWeek(range), projectProgress(range),
  ]);
  return { from, to, todos_completed, by_category, by_priority, overdue, meetings, projects };
}
