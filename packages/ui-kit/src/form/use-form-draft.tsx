import { useState } from 'react';
import { useWatch, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { useDraft, type Draft } from './use-draft';

/**
 * A contract form's draft: what the user typed is kept per user and per form (`name`: 'todo:add',
 * `todo:edit:${id}`), put back when the form opens again, and dropped by `draft.clear()` after a successful save.
 * Render `<FormDraft draft={draft} />` (form-draft.tsx) inside the form for the notice and the leave question.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any form: its output type does not matter here
export function useFormDraft<T extends FieldValues>(form: UseFormReturn<T, any, any>, name: string): Draft {
  const value = useWatch({ control: form.control }) as T;
  const [initial] = useState(() => form.getValues());
  return useDraft(name, value, initial, (next) => form.reset(next, { keepDefaultValues: true }));
}
