import type { FieldValues, Path, UseFormReturn, UseFormSetError } from 'react-hook-form';
import { whileSaving } from './saving';

/** One entry of a problem+json `errors[]` (the API's field errors; `field` may be a path such as `attendees.0`). */
export interface FieldProblem { field: string; message: string }

function fieldProblemsOf(error: unknown): FieldProblem[] {
  const list = (error as { fieldErrors?: unknown } | null)?.fieldErrors;
  return Array.isArray(list) ? list.filter((p): p is FieldProblem => typeof p?.field === 'string' && typeof p?.message === 'string') : [];
}

/**
 * Puts the field errors of a failed call (an `ApiError` from @haru/api-client: problem+json `errors[]`) onto the
 * form's own fields, the first one focused, so each message shows beside its field. `fields` names the form's
 * fields; a problem about anything else is left to the caller, which shows the problem's `detail`.
 * Returns true when at least one message found its field.
 */
export function applyServerErrors<T extends FieldValues>(error: unknown, setError: UseFormSetError<T>, fields: readonly Path<T>[]): boolean {
  const known = new Set<string>(fields);
  const placed = new Set<string>();
  for (const problem of fieldProblemsOf(error)) {
    const field = problem.field.split('.')[0];
    if (!known.has(field) || placed.has(field)) continue;
    setError(field as Path<T>, { type: 'server', message: problem.message }, { shouldFocus: placed.size === 0 });
    placed.add(field);
  }
  return placed.size > 0;
}

/**
 * A contract form's submit handler: the schema's output goes to `save`; when the API refuses it, the problem's
 * `errors[]` go beside their fields (applyServerErrors) and `onRefused` gets the error, to show its detail.
 * A navigation `save` makes is the save's own: the leave question does not stop it (saving.ts).
 */
export function submitContract<In extends FieldValues, Out>(
  form: Pick<UseFormReturn<In, unknown, Out>, 'handleSubmit' | 'setError'>,
  fields: readonly Path<In>[],
  save: (values: Out) => Promise<unknown>,
  onRefused?: (error: unknown) => void,
) {
  return form.handleSubmit(async (values) => {
    try {
      await whileSaving(() => save(values));
    } catch (error) {
      applyServerErrors(error, form.setError, fields);
      onRefused?.(error);
    }
  });
}
