import type { ProjectCreateInput, ProjectUpdateInput, WbsProject } from '@haru/contracts';

/** The form's fields: the API's project body (progress only when editing, as a number). */
export type ProjectValues = ProjectCreateInput & Pick<ProjectUpdateInput, 'progress'>;

/** Fields a server problem (`errors[].field`) can be shown beside. */
export const PROJECT_FIELDS = ['title', 'description', 'start_date', 'end_date', 'status', 'progress'] as const;

/** A new project's fields, or a loaded one's (with progress, which only the edit form has). */
export function projectValuesOf(p: WbsProject | null): ProjectValues {
  if (!p) return { title: '', description: '', start_date: '', end_date: '', status: 'planning' };
  return { title: p.title, description: p.description, start_date: p.start_date, end_date: p.end_date, status: p.status, progress: p.progress };
}
