import type { ProjectCreateInput, ProjectUpdateInput, TaskBodyInput, WbsProject, WbsTask } from '@haru/contracts';
import { calendarKeys } from './calendar';
import { searchKeys } from './search';
import { request } from './http';
import { queryDef } from './policy';
import { statsKeys } from './stats';

const projects = '/api/wbs/projects';
const project = (id: string) => `${projects}/${encodeURIComponent(id)}`;
const tasks = (projectId: string) => `${project(projectId)}/tasks`;
const task = (projectId: string, taskId: string) => `${tasks(projectId)}/${encodeURIComponent(taskId)}`;

/** Typed calls of /api/wbs (SPEC.md section 7). */
export const wbsApi = {
  listProjects: (signal?: AbortSignal) => request<WbsProject[]>(projects, { signal }),
  getProject: (id: string, signal?: AbortSignal) => request<WbsProject>(project(id), { signal }),
  createProject: (body: ProjectCreateInput) => request<WbsProject>(projects, { method: 'POST', body }),
  updateProject: (id: string, body: ProjectUpdateInput) => request<WbsProject>(project(id), { method: 'PUT', body }),
  deleteProject: (id: string) => request<{ deleted_tasks: number }>(project(id), { method: 'DELETE' }),
  listTasks: (projectId: string, signal?: AbortSignal) => request<WbsTask[]>(tasks(projectId), { signal }),
  createTask: (projectId: string, body: TaskBodyInput) => request<WbsTask>(tasks(projectId), { method: 'POST', body }),
  updateTask: (projectId: string, taskId: string, body: TaskBodyInput) =>
    request<WbsTask>(task(projectId, taskId), { method: 'PUT', body }),
  deleteTask: (projectId: string, taskId: string) => request<{ deleted: number }>(task(projectId, taskId), { method: 'DELETE' }),
};

/** TanStack Query keys shared by every screen that shows WBS data (mf-wbs, and mf-home's counts). */
export const wbsKeys = {
  all: ['wbs'] as const,
  projects: () => ['wbs', 'projects'] as const,
  project: (id: string) => ['wbs', 'projects', id] as const,
  tasks: (projectId: string) => ['wbs', 'projects', projectId, 'tasks'] as const,
};

export const wbsQueries = {
  projects: () => queryDef(wbsKeys.projects(), wbsApi.listProjects),
  project: (id: string) => queryDef(wbsKeys.project(id), (signal) => wbsApi.getProject(id, signal)),
  tasks: (projectId: string) => queryDef(wbsKeys.tasks(projectId), (signal) => wbsApi.listTasks(projectId, signal)),
  /** What any project or task write changes: every WBS query (progress rolls up), the summary, the calendar, search results. */
  afterWrite: [wbsKeys.all, statsKeys.summary(), calendarKeys.all, searchKeys.all] as const,
};
