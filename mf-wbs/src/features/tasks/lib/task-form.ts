import { WBS_LIMITS, type TaskAddFormInput, type TaskBody, type TaskBodyInput, type WbsTask } from '@haru/contracts';

/** The add-task page's fields (taskAddFormSchema: the task body with both dates required, estimated hours). */
export type TaskPageValues = Pick<TaskAddFormInput, 'title' | 'description' | 'start_date' | 'end_date' | 'status' | 'priority' | 'assignee' | 'estimated_hours' | 'parent_id'>;

/** The detail page's modal fields (taskBodySchema). */
export type TaskModalValues = Pick<TaskBodyInput, 'title' | 'description' | 'start_date' | 'end_date' | 'duration' | 'progress' | 'status' | 'priority' | 'assignee' | 'parent_id'>;

/** Fields a server problem (`errors[].field`) can be shown beside. */
export const TASK_FIELDS = ['title', 'description', 'start_date', 'end_date', 'duration', 'progress', 'status', 'priority', 'assignee', 'estimated_hours', 'parent_id'] as const;

/** An empty number input is "no estimate"; anything else is the number typed. */
export const hoursFromInput = (value: unknown): number | null => (value === '' || value === null || value === undefined ? null : Number(value));

/**
 * The add page's body from the schema's output. Estimated hours are sent as the duration too, as the spec's
 * client does (at least the 1 day the server requires), and kept as estimated_hours. New tasks: level = parent
 * level + 1, order_index 0, progress 0.
 */
export function taskPageBody(v: TaskBody, parentLevel: number | null): TaskBodyInput {
  return {
    ...v,
    duration: Math.max(WBS_LIMITS.durationMin, Math.ceil(v.estimated_hours ?? 0)),
    progress: 0,
    level: parentLevel === null ? 1 : parentLevel + 1,
    order_index: 0,
  };
}

/** The modal's body: the same shape; an edit keeps the task's order and estimate. */
export function taskModalBody(v: TaskBody, parentLevel: number | null, existing: WbsTask | null): TaskBodyInput {
  return {
    ...v,
    level: parentLevel === null ? 1 : parentLevel + 1,
    order_index: existing?.order_index ?? 0,
    estimated_hours: existing?.estimated_hours ?? null,
  };
}

export function emptyTaskPage(parentId = ''): TaskPageValues {
  return { title: '', description: '', start_date: '', end_date: '', status: 'not_started', priority: 'medium', assignee: '', estimated_hours: null, parent_id: parentId };
}

export function modalValuesOf(task: WbsTask | null, parentId = ''): TaskModalValues {
  if (!task) {
    return { title: '', description: '', start_date: '', end_date: '', duration: 1, progress: 0, status: 'not_started', priority: 'medium', assignee: '', parent_id: parentId };
  }
  return {
    title: task.title,
    description: task.description,
    start_date: task.start_date ?? '',
    end_date: task.end_date ?? '',
    duration: task.duration,
    progress: task.progress,
    status: task.status,
    priority: task.priority,
    assignee: task.assignee,
    parent_id: task.parent_id ?? '',
  };
}
