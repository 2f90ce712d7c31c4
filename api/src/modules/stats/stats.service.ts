import type { StatsSummary } from '@haru/contracts';
import { between, collection, countIf, periodsAt, type Periods } from './sources';

type Row = Record<string, number>;

async function groupOne(name: Parameters<typeof collection>[0], ownerId: string, fields: Record<string, unknown>): Promise<Row> {
  const [row] = await collection(name).aggregate<Row>([{ $match: { ownerId } }, { $group: { _id: null, ...fields } }]).toArray();
  return row ?? {};
}

const n = (row: Row, key: string) => Math.round(Number(row[key] ?? 0));

function todoFields(p: Periods) {
  const done = { $eq: ['$status', 'completed'] };
  const open = { $ne: ['$status', 'completed'] };
  const dated = { $and: [{ $ne: ['$dueDate', null] }, { $gt: ['$dueDate', ''] }] };
  return {
    total: { $sum: 1 },
    completed: countIf(done),
    in_progress: countIf({ $eq: ['$status', 'in_progress'] }),
    overdue: countIf({ $and: [open, dated, { $lt: ['$dueDate', p.today] }] }),
    due_today: countIf({ $and: [open, { $eq: ['$dueDate', p.today] }] }),
    created_this_week: countIf(between('$createdAt', p.weekAgo)),
    created_last_week: countIf(between('$createdAt', p.twoWeeksAgo, p.weekAgo)),
    // To-dos keep no completion time: the last update of a completed to-do stands for it.
    completed_this_week: countIf({ $and: [done, between('$updatedAt', p.weekAgo)] }),
    completed_last_week: countIf({ $and: [done, between('$updatedAt', p.twoWeeksAgo, p.weekAgo)] }),
  };
}

/** Every figure of the dashboard and my page for one owner, each collection read in one aggregate. */
export async function getSummary({ ownerId, now = new Date() }: { ownerId: string; now?: Date }): Promise<StatsSummary> {
  const p = periodsAt(now);
  const [todos, meetings, projects, tasks] = await Promise.all([
    groupOne('todos', ownerId, todoFields(p)),
    groupOne('meetings', ownerId, {
      total: { $sum: 1 },
      this_week: countIf(between('$createdAt', p.weekAgo)),
      last_week: countIf(between('$createdAt', p.twoWeeksAgo, p.weekAgo)),
      this_month: countIf(between('$createdAt', p.monthStart)),
    }),
    groupOne('projects', ownerId, {
      total: { $sum: 1 },
      in_progress: countIf({ $eq: ['$status', 'in_progress'] }),
      completed: countIf({ $eq: ['$status', 'completed'] }),
      progress: { $avg: '$progress' },
      created_this_week: countIf(between('$createdAt', p.weekAgo)),
      created_last_week: countIf(between('$createdAt', p.twoWeeksAgo, p.weekAgo)),
    }),
    groupOne('tasks', ownerId, { total: { $sum: 1 }, completed: countIf({ $eq: ['$status', 'completed'] }) }),
  ]);
  const total = n(todos, 'total');
  const completed = n(todos, 'completed');
  const rate = total > 0 ? Math.round((completed / total) * 100) : 0;
  const activity = Math.min(100, 2 * (total + n(meetings, 'total') + n(projects, 'total')));
  return {
    todos: {
      total, completed, pending: total - completed, in_progress: n(todos, 'in_progress'), completion_rate: rate,
      overdue: n(todos, 'overdue'), due_today: n(todos, 'due_today'),
      created_this_week: n(todos, 'created_this_week'), created_last_week: n(todos, 'created_last_week'),
      completed_this_week: n(todos, 'completed_this_week'), completed_last_week: n(todos, 'completed_last_week'),
    },
    meetings: { total: n(meetings, 'total'), this_week: n(meetings, 'this_week'), last_week: n(meetings, 'last_week'), this_month: n(meetings, 'this_month') },
    wbs: {
      projects: n(projects, 'total'), in_progress: n(projects, 'in_progress'), completed: n(projects, 'completed'),
      average_progress: n(projects, 'progress'), tasks: n(tasks, 'total'), completed_tasks: n(tasks, 'completed'),
      projects_created_this_week: n(projects, 'created_this_week'), projects_created_last_week: n(projects, 'created_last_week'),
    },
    productivity_score: Math.round((rate + activity) / 2),
    today: p.today,
  };
}
