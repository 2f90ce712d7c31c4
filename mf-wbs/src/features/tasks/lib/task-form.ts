import { WBS_LIMITS, WBS_MESSAGES as M, type TaskBodyInput, type TaskPriority, type TaskStatus, type WbsTask } from '@haru/contracts';
import type { FieldErrors } from '../../shared/errors';

/** The add-task page's fields (strings, as inputs hold them). */
export interface TaskPageValues {
  title: string;
  description: string;
  start_date: string;
  end_date: string;
  status: TaskStatus;
  priority: TaskPriority;
  assignee: string;
  estimated_hours: string;
  parent_id: string;
}

/** The detail page's modal fields. */
export interface TaskModalValues {
  title: string;
  description: string;
  start_date: string;
  end_date: string;
  duration: string;
  progress: string;
  status: TaskStatus;
  priority: TaskPriority;
  assignee: string;
  parent_id: string;
}

const length = (v: string) => [...v.trim()].length;

function commonErrors(v: { title: string; description: string; start_date: string; end_date: string }) {
  const errors: FieldErrors<'title' | 'description' | 'end_date'> = {};
  if (!v.title.trim()) errors.title = M.taskTitleRequired;
  else if (length(v.title) > WBS_LIMITS.taskTitle) errors.title = M.titleTooLong;
  if (length(v.description) > WBS_LIMITS.taskDescription) errors.description = M.descriptionTooLong;
  if (v.start_date && v.end_date && v.end_date < v.start_date) errors.end_date = M.endBeforeStart;
  return errors;
}

/** SPEC.md section 5, WBS task (add page). */
export function validateTaskPage(v: TaskPageValues): FieldErrors<keyof TaskPageValues> {
  const errors: FieldErrors<keyof TaskPageValues> = commonErrors(v);
  if (!v.start_date) errors.start_date = M.startRequired;
  if (!v.end_date) errors.end_date = M.endRequired;
  const hours = v.estimated_hours.trim();
  if (hours && (!Number.isFinite(Number(hours)) || Number(hours) < 0)) errors.estimated_hours = M.estimatedHoursMin;
  return errors;
}

/** SPEC.md section 5, WBS task (modal on detail). */
export function validateTaskModal(v: TaskModalValues): FieldErrors<keyof TaskModalValues> {
  const errors: FieldErrors<keyof TaskModalValues> = commonErrors(v);
  const duration = Number(v.duration);
  if (!Number.isInteger(duration) || duration < WBS_LIMITS.durationMin) errors.duration = M.durationMin;
  const progress = Number(v.progress);
  if (v.progress.trim() === '' || !Number.isFinite(progress) || progress < 0 || progress > 100) errors.progress = M.taskProgressRange;
  return errors;
}

/**
 * The add page's body. Estimated hours are sent as the duration too, as the spec's client does (at least the
 * 1 day the server requires), and kept as estimated_hours. New tasks: level = parent level + 1, order_index 0.
 */
export function taskPageBody(v: TaskPageValues, parentLevel: number | null): TaskBodyInput {
  const hours = v.estimated_hours.trim() === '' ? null : Number(v.estimated_hours);
  return {
    title: v.title.trim(),
    description: v.description.trim(),
    start_date: v.start_date,
    end_date: v.end_date,
    status: v.status,
    priority: v.priority,
    assignee: v.assignee.trim(),
    duration: Math.max(WBS_LIMITS.durationMin, Math.ceil(hours ?? 0)),
    estimated_hours: hours,
    progress: 0,
    level: parentLevel === null ? 1 : parentLevel + 1,
    order_index: 0,
    parent_id: v.parent_id || null,
  };
}

/** The modal's body: the same shape; an edit keeps the task's order and estimate. */
export function taskModalBody(v: TaskModalValues, parentLevel: number | null, existing: WbsTask | null): TaskBodyInput {
  return {
    title: v.title.trim(),
    description: v.description.trim(),
    start_date: v.start_date || null,
    end_date: v.end_date || null,
    status: v.status,
    priority: v.priority,
    assignee: v.assignee.trim(),
    duration: Number(v.duration),
    progress: Number(v.progress),
    level: parentLevel === null ? 1 : parentLevel + 1,
    order_index: existing?.order_index ?? 0,
    estimated_hours: existing?.estimated_hours ?? null,
    parent_id: v.parent_id || null,
  };
}

export function emptyTaskPage(parentId = ''): TaskPageValues {
  return { title: '', description: '', start_date: '', end_date: '', status: 'not_started', priority: 'medium', assignee: '', estimated_hours: '', parent_id: parentId };
}

export function modalValuesOf(task: WbsTask | null, parentId = ''): TaskModalValues {
  if (!task) {
    return { title: '', description: '', start_date: '', end_date: '', duration: '1', progress: '0', status: 'not_started', priority: 'medium', assignee: '', parent_id: parentId };
  }
  return {
    title: task.title,
    description: task.description,
    start_date: task.start_date ?? '',
    end_date: task.end_date ?? '',
    duration: String(task.duration),
    progress: String(task.progress),
    status: task.status,
    priority: task.priority,
    assignee: task.assignee,
    parent_id: task.parent_id ?? '',
  };
}
