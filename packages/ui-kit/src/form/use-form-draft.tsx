import { useState } from 'react';
import { useWatch, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { Alert } from '../components/feedback';
import { Button } from '../components/button';
import { draftMessages } from '../messages/ko';
import { LeaveGuard } from './leave-guard';
import { useDraft, type Draft } from './use-draft';
import styles from './form-draft.module.css';

/**
 * A contract form's draft: what the user typed is kept per user and per form (`name`: 'todo:add',
 * `todo:edit:${id}`), put back when the form opens again, and dropped by `draft.clear()` after a successful save.
 * Render `<FormDraft draft={draft} />` inside the form for the notice and the leave question.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any form: its output type does not matter here
export function useFormDraft<T extends FieldValues>(form: UseFormReturn<T, any, any>, name: string): Draft {
  const value = useWatch({ control: form.control }) as T;
  const [initial] = useState(() => form.getValues());
  return useDraft(name, value, initial, (next) => form.reset(next, { keepDefaultValues: true }));
}

/** The restored notice ('작성 중이던 내용을 불러왔습니다' with 버리기) and the question before leaving a dirty form. */
export function FormDraft({ draft }: { draft: Draft }) {
  return (
    <>
      {draft.restored && (
        <Alert tone="info">
          <span className={styles.notice}>
            {draftMessages.restored}
            <Button size="sm" variant="ghost" onClick={draft.discard}>{draftMessages.discard}</Button>
          </span>
        </Alert>
      )}
      <LeaveGuard when={draft.dirty} />
    </>
  );
}
