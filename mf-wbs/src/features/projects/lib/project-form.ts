import { WBS_LIMITS, WBS_MESSAGES as M, type ProjectStatus, type ProjectUpdateInput, type WbsProject } from '@haru/contracts';
import type { FieldErrors } from '../../shared/errors';
import { messages } from '../../../messages/ko';

export interface ProjectValues {
  title: string;
  description: string;
  start_date: string;
  end_date: string;
  status: ProjectStatus;
  progress: string;
}

const length = (v: string) => [...v.trim()].length;

/** SPEC.md section 5, WBS project; progress only on edit. */
export function validateProject(v: ProjectValues, editing: boolean): FieldErrors<keyof ProjectValues> {
  const errors: FieldErrors<keyof ProjectValues> = {};
  if (!v.title.trim()) errors.title = M.projectTitleRequired;
  else if (length(v.title) > WBS_LIMITS.projectTitle) errors.title = M.titleTooLong;
  if (length(v.description) > WBS_LIMITS.projectDescription) errors.description = M.descriptionTooLong;
  if (!v.start_date) errors.start_date = M.startRequired;
  if (!v.end_date) errors.end_date = M.endRequired;
  else if (v.start_date && v.end_date < v.start_date) errors.end_date = M.endBeforeStart;
  if (editing) {
    const p = Number(v.progress);
    if (v.progress.trim() === '' || !Number.isFinite(p) || p < 0 || p > 100) errors.progress = M.projectProgressRange;
  }
  return errors;
}

export function projectBody(v: ProjectValues, editing: boolean): ProjectUpdateInput {
  return {
    title: v.title.trim(),
    description: v.description.trim(),
    start_date: v.start_date,
    end_date: v.end_date,
    status: v.status,
    ...(editing ? { progress: Number(v.progress) } : {}),
  };
}

export function projectValuesOf(p: WbsProject | null): ProjectValues {
  if (!p) return { title: '', description: '', start_date: '', end_date: '', status: 'planning', progress: '0' };
  return { title: p.title, description: p.description, start_date: p.start_date, end_date: p.end_date, status: p.status, progress: String(p.manual_progress) };
}

/** The edit form says which progress applies: the tasks' roll-up (this value waits) or this value itself. */
export function progressHint(p: Pick<WbsProject, 'progress' | 'progress_source'>): string {
  return p.progress_source === 'tasks' ? messages.form.progressByTasks(Math.round(p.progress)) : messages.form.progressManual;
}
