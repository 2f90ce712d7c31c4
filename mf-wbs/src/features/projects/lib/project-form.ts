import type { ProjectCreateInput, ProjectUpdateInput, WbsProject } from '@haru/contracts';
import { messages } from '../../../messages/ko';

/** The form's fields: the API's project body (progress only when editing, as a number). */
export type ProjectValues = ProjectCreateInput & Pick<ProjectUpdateInput, 'progress'>;

/** Fields a server problem (`errors[].field`) can be shown beside. */
export const PROJECT_FIELDS = ['title', 'description', 'start_date', 'end_date', 'status', 'progress'] as const;

/** A new project's fields, or a loaded one's (with progress, which only the edit form has). */
export function projectValuesOf(p: WbsProject | null): ProjectValues {
  if (!p) return { title: '', description: '', start_date: '', end_date: '', status: 'planning' };
  // The form edits the project's own value; `progress` may be the tasks' roll-up (see progressHint).
  return { title: p.title, description: p.description, start_date: p.start_date, end_date: p.end_date, status: p.status, progress: p.manual_progress };
}

/** The edit form says which progress applies: the tasks' roll-up (this value waits) or this value itself. */
export function progressHint(p: Pick<WbsProject, 'progress' | 'progress_source'>): string {
  return p.progress_source === 'tasks' ? messages.form.progressByTasks(Math.round(p.progress)) : messages.form.progressManual;
}
