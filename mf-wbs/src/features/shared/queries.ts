import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { invalidateKeys, wbsApi, wbsKeys, wbsQueries } from '@haru/api-client';
import type { ProjectUpdateInput, TaskBodyInput } from '@haru/contracts';

export function useProjects() {
  return useQuery(wbsQueries.projects());
}

export function useProject(id: string, enabled = true) {
  return useQuery({ ...wbsQueries.project(id), enabled });
}

export function useTasks(projectId: string, enabled = true) {
  return useQuery({ ...wbsQueries.tasks(projectId), enabled });
}

/** Any project or task change refreshes what it affects: every WBS query, the summary figures, the calendar. */
function useInvalidateWbs() {
  const client = useQueryClient();
  return () => invalidateKeys(client, wbsQueries.afterWrite);
}

export function useSaveProject(id: string | null) {
  const invalidate = useInvalidateWbs();
  return useMutation({
    mutationFn: (body: ProjectUpdateInput) => (id ? wbsApi.updateProject(id, body) : wbsApi.createProject(body)),
    onSuccess: invalidate,
  });
}

export function useDeleteProject() {
  const client = useQueryClient();
  const invalidate = useInvalidateWbs();
  return useMutation({
    mutationFn: (id: string) => wbsApi.deleteProject(id),
    onSuccess: (_r, id) => {
      client.removeQueries({ queryKey: wbsKeys.project(id) });
      return invalidate();
    },
  });
}

export function useSaveTask(projectId: string) {
  const invalidate = useInvalidateWbs();
  return useMutation({
    mutationFn: ({ taskId, body }: { taskId: string | null; body: TaskBodyInput }) =>
      taskId ? wbsApi.updateTask(projectId, taskId, body) : wbsApi.createTask(projectId, body),
    onSuccess: invalidate,
  });
}

export function useDeleteTask(projectId: string) {
  const invalidate = useInvalidateWbs();
  return useMutation({ mutationFn: (taskId: string) => wbsApi.deleteTask(projectId, taskId), onSuccess: invalidate });
}
