import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { z } from 'zod';
import {
  PORTABILITY_MESSAGES,
  TODO_LIMITS,
  WBS_MESSAGES,
  isRealDate,
  meetingInputSchema,
  projectCreateSchema,
  taskBodySchema,
  todoCreateSchema,
  type Meeting,
  type Recurrence,
  type TodoDto,
  type WbsProject,
  type WbsTask,
} from '@haru/contracts';
import type { SeriesPosition } from '../todos/todos.series';

/**
 * The items of a backup file, one contract each: what export writes and restore reads. Every item goes through
 * the create route's own schema (plus the fields a create cannot set: a to-do's status, a project's manual
 * progress), and its content hash (what makes two items "the same") is taken from the normalised fields only,
 * never from ids or timestamps.
 */
export type TodoItem = Pick<TodoDto, 'title' | 'description' | 'priority' | 'status' | 'category' | 'due_date' | 'due_time' | 'tags' | 'checklist'> & {
  recurrence: Recurrence | null;
  /** A repeating to-do's place in its series (its number, the date the rule counts from): a restore goes on counting. */
  series?: SeriesPosition;
};
export type MeetingItem = Omit<Meeting, 'id' | 'created_at' | 'updated_at'>;
export type TaskItem = Omit<WbsTask, 'project_id' | 'level' | 'created_at' | 'updated_at'>;
export type ProjectItem = Pick<WbsProject, 'title' | 'description' | 'start_date' | 'end_date' | 'status' | 'manual_progress'> & { tasks: TaskItem[] };

export const hashOf = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex');

export function todoItem(dto: TodoDto, series?: SeriesPosition): TodoItem {
  const { title, description, priority, status, category, due_date, due_time, tags, checklist } = dto;
  return { title, description, priority, status, category, due_date, due_time, tags, checklist, recurrence: dto.recurrence ?? null, ...(series ? { series } : {}) };
}

const seriesDate = z.string({ error: PORTABILITY_MESSAGES.seriesInvalid }).refine(isRealDate, { error: PORTABILITY_MESSAGES.seriesInvalid });
const seriesSchema = z.object({
  index: z.number({ error: PORTABILITY_MESSAGES.seriesInvalid }).int({ error: PORTABILITY_MESSAGES.seriesInvalid }).min(1, { error: PORTABILITY_MESSAGES.seriesInvalid }).max(1_000_000, { error: PORTABILITY_MESSAGES.seriesInvalid }),
  anchor: seriesDate,
  occurrence_date: seriesDate.nullable(),
  title: z.string({ error: PORTABILITY_MESSAGES.seriesInvalid }).max(TODO_LIMITS.title, { error: PORTABILITY_MESSAGES.seriesInvalid }).nullable(),
}, { error: PORTABILITY_MESSAGES.seriesInvalid }).strict();

export function meetingItem(dto: Meeting): MeetingItem {
  const { id: _id, created_at: _c, updated_at: _u, ...rest } = dto;
  return rest;
}

export function taskItem(dto: WbsTask): TaskItem {
  const { project_id: _p, level: _l, created_at: _c, updated_at: _u, ...rest } = dto;
  return rest;
}

export function projectItem(dto: WbsProject, tasks: WbsTask[]): ProjectItem {
  const { title, description, start_date, end_date, status, manual_progress } = dto;
  return { title, description, start_date, end_date, status, manual_progress, tasks: tasks.map(taskItem) };
}

/** The first Korean issue of a failed parse (what the preview shows as the reason). */
export function reasonOf(error: z.ZodError): string {
  const issue = error.issues[0];
  const where = issue?.path.length ? `${issue.path.join('.')}: ` : '';
  return `${where}${issue && /[가-힣]/.test(issue.message) ? issue.message : '값이 올바르지 않습니다'}`;
}

type Parsed<T> = { ok: true; value: T } | { ok: false; reason: string };
const fromZod = <T>(r: z.ZodSafeParseResult<T>): Parsed<T> => (r.success ? { ok: true, value: r.data } : { ok: false, reason: reasonOf(r.error) });

/** A to-do of a file (or an import row) → the fields a create stores, with the service's defaults. */
export function parseTodo(raw: unknown): Parsed<TodoItem> {
  if (!isObject(raw)) return { ok: false, reason: '항목이 객체가 아닙니다' };
  const { created_at: _c, updated_at: _u, id: _i, completed: _d, series: rawSeries, ...rest } = raw;
  const parsed = fromZod(todoCreateSchema.safeParse(rest));
  if (!parsed.ok) return parsed;
  const series = rawSeries === undefined ? undefined : fromZod(seriesSchema.safeParse(rawSeries));
  if (series && !series.ok) return { ok: false, reason: `series: ${series.reason}` };
  const v = parsed.value;
  return {
    ok: true,
    value: {
      title: v.title,
      description: v.description ?? '',
      priority: v.priority ?? 'medium',
      status: v.status ?? 'pending',
      category: v.category ?? null,
      due_date: v.due_date ?? null,
      due_time: v.due_date ? (v.due_time ?? null) : null,
      tags: v.tags ?? [],
      checklist: (v.checklist ?? []).map((c) => ({ id: c.id ?? randomUUID(), text: c.text, done: c.done })),
      // A rule needs a date to count from; one without a date (a hand-edited file) is dropped.
      recurrence: v.due_date ? (v.recurrence ?? null) : null,
      ...(v.due_date && v.recurrence && series?.ok ? { series: series.value } : {}),
    },
  };
}

export function parseMeeting(raw: unknown): Parsed<MeetingItem> {
  if (!isObject(raw)) return { ok: false, reason: '항목이 객체가 아닙니다' };
  const { created_at: _c, updated_at: _u, id: _i, ...rest } = raw;
  // An exported row names the old account's to-do (`todo_id`, server-set); a restore does not take it.
  if (Array.isArray(rest.action_item_rows)) {
    rest.action_item_rows = rest.action_item_rows.map((r: unknown) => {
      if (!isObject(r)) return r;
      const { todo_id: _t, ...row } = r;
      return row;
    });
  }
  const parsed = fromZod(meetingInputSchema.safeParse(rest));
  if (!parsed.ok) return parsed;
  // Rows keep their text, 담당, 기한 and done; a link to a to-do of the old account is not carried over.
  const rows = (parsed.value.action_item_rows ?? []).map((r) => ({ ...r, id: r.id ?? randomBytes(8).toString('hex'), todo_id: null }));
  return { ok: true, value: { ...parsed.value, action_item_rows: rows } };
}

const manualProgress = z.number({ error: WBS_MESSAGES.projectProgressRange }).min(0, { message: WBS_MESSAGES.projectProgressRange }).max(100, { message: WBS_MESSAGES.projectProgressRange });

/** A project's own fields (its tasks are parsed one by one by the restore plan). */
export function parseProjectFields(raw: Record<string, unknown>): Parsed<Omit<ProjectItem, 'tasks'>> {
  const { title, description, start_date, end_date, status } = raw;
  const fields = fromZod(projectCreateSchema.safeParse({ title, description, start_date, end_date, status }));
  if (!fields.ok) return fields;
  const progress = fromZod(manualProgress.optional().default(0).safeParse(raw.manual_progress ?? undefined));
  if (!progress.ok) return progress;
  return { ok: true, value: { ...fields.value, manual_progress: progress.value } };
}

/** A task of a file: the body a create takes, its file id (links) and its file parent id. */
export function parseTask(raw: unknown): Parsed<TaskItem> {
  if (!isObject(raw)) return { ok: false, reason: '항목이 객체가 아닙니다' };
  const { id, parent_id, project_id: _p, created_at: _c, updated_at: _u, ...rest } = raw;
  if (typeof id !== 'string' || id === '') return { ok: false, reason: 'id: 작업 id가 없습니다' };
  if (parent_id !== null && parent_id !== undefined && typeof parent_id !== 'string') return { ok: false, reason: 'parent_id: 값이 올바르지 않습니다' };
  const body = fromZod(taskBodySchema.safeParse({ ...rest, parent_id: null }));
  if (!body.ok) return body;
  const { parent_id: _none, level: _lvl, ...fields } = body.value;
  return { ok: true, value: { ...fields, id, parent_id: (parent_id as string | null | undefined) || null } };
}

export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** What makes two to-dos (or meetings) the same, whatever their ids. */
export const todoHash = (t: TodoItem) => hashOf(['todo', t.title, t.description, t.priority, t.status, t.category, t.due_date, t.due_time, t.tags, t.checklist.map((c) => [c.text, c.done]), ...(t.recurrence ? [t.recurrence] : [])]);
export const meetingHash = (m: MeetingItem) =>
  hashOf(['meeting', m.title, m.date, m.time, m.location, m.attendees, m.agenda, m.content, m.decisions, m.action_items]);

/** A task's content without its ids, in a fixed key order. */
const taskContent = (t: TaskItem) =>
  [t.title, t.description, t.start_date, t.end_date, t.duration, t.progress, t.status, t.priority, t.assignee, t.estimated_hours, t.order_index];

/** A project with its whole tree: its fields plus each task's content and its parent's content (order-free). */
export function projectHash(p: ProjectItem): string {
  const byId = new Map(p.tasks.map((t) => [t.id, t]));
  const links = p.tasks.map((t) => hashOf([taskContent(t), t.parent_id && byId.has(t.parent_id) ? taskContent(byId.get(t.parent_id)!) : null])).sort();
  return hashOf(['project', p.title, p.description, p.start_date, p.end_date, p.status, p.manual_progress, links]);
}
