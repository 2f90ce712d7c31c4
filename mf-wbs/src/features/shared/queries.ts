import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { wbsApi, wbsKeys } from '@haru/api-client';
import type { ProjectUpdateInput, TaskBodyInput } from '@haru/contracts';

export function useProjects() {
  return useQuery({ queryKey: wbsKeys.projects(), queryFn: ({ signal }) => wbsApi.listProjects(signal) });
}

export function useProject(id: string, enabled = true) {
  return useQuery({ queryKey: wbsKeys.project(id), queryFn: ({ signal }) => wbsApi.getProject(id, signal), retry: false, enabled });
}

export function useTasks(projectId: string, enabled = true) {
  return useQuery({ queryKey: wbsKeys.tasks(projectId), queryFn: ({ signal }) => wbsApi.listTasks(projectId, signal), enabled });
}

/** Any project change refreshes every WBS query (lists, the project, its tasks, other remotes' counts). */
function useInvalidateWbs() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: wbsKeys.all });
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
  return useMutation({
    mutationFn: (id: string) => wbsApi.deleteProject(id),
    onSuccess: (_r, id) => {
      client.removeQueries({ queryKey: wbsKeys.project(id) });
      return client.invalidateQueries({ queryKey: wbsKeys.projects() });
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
