import mongoose, { Types } from 'mongoose';
import { projectProgress } from '@haru/contracts';
import type { Config } from '../../config';
import { bumpStamp } from '../../cache/revisions';
import { dropCounter, release, reserve, type QuotaScope } from '../../quotas/quota-counters';
import { TodoModel } from '../todos/todos.model';
import { derived, todoQuota } from '../todos/todos.service';
import { seriesFromPosition } from '../todos/todos.series';
import { MeetingModel } from '../meetings/meetings.model';
import { meetingQuota } from '../meetings/meetings.service';
import { WbsProjectModel, WbsTaskModel } from '../wbs/wbs.model';
import { projectQuota, taskQuota } from '../wbs/wbs.quotas';
import { getHomeLayout, getQuickActions, putHomeLayout, putQuickActions } from '../user/user-prefs.service';
import type { RestorePlan } from './backup.plan';
import type { ProjectItem } from './backup.items';
import { indexRestored, unindexRestored } from './backup.search';

/** The steps of a restore, in order; `failAfter` (tests only) throws after one to prove nothing remains. */
export type RestoreStep = 'quotas' | 'todos' | 'meetings' | 'projects' | 'tasks' | 'preferences';
const BATCH = 500;

const trusted = (ids: Types.ObjectId[]) => mongoose.trusted({ $in: ids });

/**
 * Writes a plan all or nothing. The embedded database (like a standalone MongoDB) has no multi-document
 * transactions, so every id is chosen here before anything is written, the quota places are reserved first (one
 * conditional update per counter), and a failure at any step deletes exactly the documents with those ids, gives
 * the places back and puts the preferences back: afterwards the account holds what it held before.
 */
export async function writePlan(ownerId: string, plan: RestorePlan, config: Pick<Config, 'quotas'>, failAfter?: RestoreStep): Promise<void> {
  // Oldest first: files and lists put the newest first, and a list orders equal timestamps by id, so the first
  // item of the file is inserted last, with the largest id and the latest timestamp.
  const todos = [...plan.todos].reverse();
  const meetings = [...plan.meetings].reverse();
  const projects = [...plan.projects].reverse();
  const ids = {
    todos: todos.map(() => new Types.ObjectId()),
    meetings: meetings.map(() => new Types.ObjectId()),
    projects: projects.map(() => new Types.ObjectId()),
  };
  const taskIds: Types.ObjectId[] = [];
  const reserved: [QuotaScope, number][] = [];
  const before = { quickActions: await getQuickActions(ownerId), homeLayout: await getHomeLayout(ownerId) };
  const step = (name: RestoreStep) => {
    if (failAfter === name) throw new Error(`restore step ${name} failed (test)`);
  };
  const take = async (scope: QuotaScope, n: number) => {
    await reserve(scope, n);
    reserved.push([scope, n]);
  };
  try {
    await take(todoQuota(ownerId, config.quotas.todos), ids.todos.length);
    await take(meetingQuota(ownerId, config.quotas.meetings), ids.meetings.length);
    await take(projectQuota(ownerId, config.quotas.projects), ids.projects.length);
    for (const [i, project] of projects.entries()) await take(taskQuota(ownerId, ids.projects[i], config.quotas.tasksPerProject), project.tasks.length);
    step('quotas');
    const todoDocs = todos.map((t, i) => ({
      _id: ids.todos[i], ownerId, title: t.title, description: t.description, priority: t.priority, status: t.status,
      category: t.category, dueDate: t.due_date, dueTime: t.due_time, tags: t.tags, checklist: t.checklist,
      ...(t.recurrence ? { recurrence: t.recurrence, ...seriesFromPosition(t.series, t.due_date) } : {}),
      ...derived({ priority: t.priority, due: { dueDate: t.due_date, dueTime: t.due_time }, title: t.title, status: t.status }),
    }));
    await insertBatches(TodoModel, todoDocs);
    step('todos');
    await insertBatches(MeetingModel, meetings.map(({ action_item_rows: rows, ...m }, i) => ({
      _id: ids.meetings[i], ownerId, ...m,
      ...(rows.length ? { actionRows: rows.map((r) => ({ id: r.id, text: r.text, owner: r.owner, dueDate: r.due_date, done: r.done, todoId: null })) } : {}),
    })));
    step('meetings');
    const tasks = projects.flatMap((p, i) => taskDocs(ownerId, ids.projects[i], p, taskIds));
    await insertBatches(WbsProjectModel, projects.map((p, i) => projectDoc(ownerId, ids.projects[i], p)));
    step('projects');
    await insertBatches(WbsTaskModel, tasks);
    step('tasks');
    if (plan.preferences.quickActions) await putQuickActions(ownerId, plan.preferences.quickActions);
    if (plan.preferences.homeLayout) await putHomeLayout(ownerId, plan.preferences.homeLayout);
    step('preferences');
    await indexRestored(ownerId, { ...ids, tasks: taskIds });
  } catch (error) {
    await undo(ownerId, { ...ids, tasks: taskIds }, reserved, before).catch(() => undefined);
    throw error;
  } finally {
    await Promise.all([bumpStamp('todos', ownerId), bumpStamp('meetings', ownerId), bumpStamp('projects', ownerId)]).catch(() => undefined);
  }
}

/** Any of the four models: the documents were built above from checked items, so the model's own typing adds nothing. */
interface Inserts { insertMany(docs: object[], options: { ordered: boolean }): Promise<unknown> }

async function insertBatches(model: unknown, docs: object[]): Promise<void> {
  for (let i = 0; i < docs.length; i += BATCH) await (model as Inserts).insertMany(docs.slice(i, i + BATCH), { ordered: true });
}

function projectDoc(ownerId: string, _id: Types.ObjectId, p: ProjectItem) {
  const rolled = projectProgress(p.tasks.map((t) => ({ id: t.id, parent_id: t.parent_id, progress: t.progress, estimated_hours: t.estimated_hours })));
  return {
    _id, ownerId, title: p.title, description: p.description, startDate: p.start_date, endDate: p.end_date, status: p.status,
    progress: rolled ?? p.manual_progress, progressSource: rolled === null ? 'manual' : 'tasks', manualProgress: p.manual_progress,
    taskRevision: new Types.ObjectId().toHexString(),
  };
}

/** New ids for the tasks, parents remapped through the same map (the plan puts parents first). */
function taskDocs(ownerId: string, projectId: Types.ObjectId, p: ProjectItem, out: Types.ObjectId[]) {
  const map = new Map<string, { id: Types.ObjectId; level: number }>();
  return p.tasks.map((t) => {
    const parent = t.parent_id ? map.get(t.parent_id)! : null;
    const id = new Types.ObjectId();
    const level = parent ? parent.level + 1 : 1;
    map.set(t.id, { id, level });
    out.push(id);
    return {
      _id: id, ownerId, projectId, parentId: parent?.id ?? null, level, title: t.title, description: t.description,
      startDate: t.start_date, endDate: t.end_date, duration: t.duration, progress: t.progress, status: t.status,
      priority: t.priority, assignee: t.assignee, estimatedHours: t.estimated_hours, orderIndex: t.order_index,
    };
  });
}

/** The compensating delete: only the ids this restore chose, then the quota places and the preferences. */
async function undo(
  ownerId: string,
  ids: Record<'todos' | 'meetings' | 'projects' | 'tasks', Types.ObjectId[]>,
  reserved: [QuotaScope, number][],
  before: { quickActions: Awaited<ReturnType<typeof getQuickActions>>; homeLayout: Awaited<ReturnType<typeof getHomeLayout>> },
): Promise<void> {
  await unindexRestored(ownerId, ids);
  await TodoModel.deleteMany({ ownerId, _id: trusted(ids.todos) });
  await MeetingModel.deleteMany({ ownerId, _id: trusted(ids.meetings) });
  await WbsTaskModel.deleteMany({ ownerId, _id: trusted(ids.tasks) });
  await WbsProjectModel.deleteMany({ ownerId, _id: trusted(ids.projects) });
  for (const [scope, n] of reserved) {
    if (scope.kind === 'tasksPerProject') await dropCounter(scope);
    else await release(scope, n);
  }
  await putQuickActions(ownerId, before.quickActions);
  await putHomeLayout(ownerId, before.homeLayout);
}
