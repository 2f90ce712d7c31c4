import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createTodo, deleteTodo, fetchTodo, fetchTodos, todoKeys, updateTodo } from '@haru/api-client';
import type { TodoCreateInput, TodoDto, TodoStatus, TodoUpdateInput } from '@haru/contracts';

/** The whole list (one GET /api/todos); the same cache the shell's sidebar badge reads. */
export function useTodos() {
  return useQuery({ queryKey: todoKeys.list, queryFn: ({ signal }) => fetchTodos(signal) });
}

export function useTodo(id: string) {
  const client = useQueryClient();
  return useQuery({
    queryKey: todoKeys.detail(id),
    queryFn: ({ signal }) => fetchTodo(id, signal),
    // Opening a to-do from the list shows it at once; the request still refreshes it.
    initialData: () => client.getQueryData<TodoDto[]>(todoKeys.list)?.find((t) => t.id === id),
    retry: false,
  });
}

/** Puts a saved to-do into both caches so every view agrees without a refetch. */
function useStoreTodo() {
  const client = useQueryClient();
  return (todo: TodoDto) => {
    client.setQueryData<TodoDto[]>(todoKeys.list, (list) => {
      if (!list) return list;
      return list.some((t) => t.id === todo.id) ? list.map((t) => (t.id === todo.id ? todo : t)) : [todo, ...list];
    });
    client.setQueryData(todoKeys.detail(todo.id), todo);
  };
}

export function useCreateTodo() {
  const store = useStoreTodo();
  return useMutation({
    mutationFn: (input: TodoCreateInput) => createTodo(input),
    onSuccess: ({ todo }) => store(todo),
  });
}

export function useUpdateTodo() {
  const store = useStoreTodo();
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: TodoUpdateInput }) => updateTodo(id, patch),
    onSuccess: store,
  });
}

/**
 * Status from the list: shown at once; on failure the error is only logged (SPEC.md section 8) and the
 * select goes back to the previous status.
 */
export function useChangeStatus() {
  const client = useQueryClient();
  const store = useStoreTodo();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: TodoStatus }) => updateTodo(id, { status }),
    onMutate: async ({ id, status }) => {
      await client.cancelQueries({ queryKey: todoKeys.list, exact: true });
      const previous = client.getQueryData<TodoDto[]>(todoKeys.list);
      client.setQueryData<TodoDto[]>(todoKeys.list, (list) =>
        list?.map((t) => (t.id === id ? { ...t, status, completed: status === 'completed' } : t)),
      );
      return { previous };
    },
    onError: (error, _vars, context) => {
      console.error('할일 상태 변경 실패', error);
      if (context?.previous) client.setQueryData(todoKeys.list, context.previous);
    },
    onSuccess: store,
  });
}

export function useDeleteTodo() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteTodo(id),
    onSuccess: (_res, id) => {
      client.setQueryData<TodoDto[]>(todoKeys.list, (list) => list?.filter((t) => t.id !== id));
      client.removeQueries({ queryKey: todoKeys.detail(id) });
    },
  });
}
