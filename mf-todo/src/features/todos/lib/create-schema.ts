import type { todoCreateSchema } from '@haru/contracts';

type CreateSchema = typeof todoCreateSchema;
let loading: Promise<CreateSchema> | null = null;

/**
 * The to-do create contract for the quick-add line's check, loaded on the first check (issue 25): the shared
 * contracts with zod take about 50 ms of main thread to evaluate, which the list screen does not spend at load.
 * A failed load is forgotten, so the next submit tries again.
 */
export function loadCreateSchema(): Promise<CreateSchema> {
  loading ??= import('./create-schema-module').then(
    (m) => m.todoCreateSchema,
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}
