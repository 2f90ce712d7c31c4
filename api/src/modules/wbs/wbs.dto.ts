import type { WbsProject, WbsTask } from '@haru/contracts';
import type { ProjectDoc, TaskDoc } from './wbs.model';

/** Wire format: snake_case, string ids, `YYYY-MM-DD` dates, ISO UTC timestamps. */
export function projectDto(doc: ProjectDoc): WbsProject {
  return {
    id: String(doc._id),
    title: doc.title,
    description: doc.description ?? '',
    start_date: doc.startDate,
    end_date: doc.endDate,
    status: doc.status as WbsProject['status'],
    progress: doc.progress ?? 0,
    progress_source: doc.progressSource === 'tasks' ? 'tasks' : 'manual',
    manual_progress: manualProgressOf(doc),
    created_at: doc.createdAt.toISOString(),
    updated_at: doc.updatedAt.toISOString(),
  };
}

/** The edit form's value; a project stored before the roll-up kept it in `progress`. */
export function manualProgressOf(doc: Pick<ProjectDoc, 'progress' | 'progressSource' | 'manualProgress'>): number {
  return doc.manualProgress ?? (doc.progressSource === 'tasks' ? 0 : doc.progress ?? 0);
}

/** `level` is the depth derived from the tree, not whatever was stored. */
export function taskDto(doc: TaskDoc, level: number): WbsTask {
  return {
    id: String(doc._id),
    project_id: String(doc.projectId),
    title: doc.title,
    description: doc.description ?? '',
    start_date: doc.startDate ?? null,
    end_date: doc.endDate ?? null,
    duration: doc.duration ?? 1,
    progress: doc.progress ?? 0,
    status: doc.status as WbsTask['status'],
    priority: doc.priority as WbsTask['priority'],
    assignee: doc.assignee ?? '',
    estimated_hours: doc.estimatedHours ?? null,
    parent_id: doc.parentId ? String(doc.parentId) : null,
    level,
    order_index: doc.orderIndex ?? 0,
    created_at: doc.createdAt.toISOString(),
    updated_at: doc.updatedAt.toISOString(),
  };
}
