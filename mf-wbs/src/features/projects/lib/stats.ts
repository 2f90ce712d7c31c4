import { WBS_LIMITS, type WbsProject } from '@haru/contracts';

/** The manager's figures: total, completed, in progress, average progress (rounded). */
export function projectStats(projects: readonly WbsProject[]) {
  const total = projects.length;
  const completed = projects.filter((p) => p.status === 'completed').length;
  const inProgress = projects.filter((p) => p.status === 'in_progress').length;
  const average = total ? Math.round(projects.reduce((s, p) => s + p.progress, 0) / total) : 0;
  return { total, completed, inProgress, average };
}

/** The 6 most recently updated projects. */
export function recentProjects(projects: readonly WbsProject[]): WbsProject[] {
  return [...projects].sort((a, b) => b.updated_at.localeCompare(a.updated_at)).slice(0, WBS_LIMITS.managerRecent);
}
