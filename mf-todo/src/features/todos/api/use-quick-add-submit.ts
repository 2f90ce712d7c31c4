import { useRef, useState } from 'react';
import { messages } from '../../../messages/ko';
import { failureText } from '@haru/api-client';
import { useQuickAdd } from '../lib/use-quick-add';
import { useCreateTodo } from './use-todos';

/**
 * One quick-add line and its save: the cleaned title with the parsed fields in one create request. A second
 * Enter while the first save runs does nothing (one submit, one to-do).
 */
export function useQuickAddSubmit(onSaved: (title: string) => void) {
  const qa = useQuickAdd();
  const create = useCreateTodo();
  const [error, setError] = useState<string | null>(null);
  const busy = useRef(false);

  const submit = async () => {
    if (busy.current) return;
    busy.current = true;
    try {
      const checked = await qa.check();
      if (!checked.ok) {
        setError(checked.message);
        return;
      }
      setError(null);
      await create.mutateAsync(checked.body);
      qa.reset();
      onSaved(checked.body.title);
    } catch (err) {
      setError(failureText(err, messages.form.addFailed));
    } finally {
      busy.current = false;
    }
  };
  /** Clears the error; the line too unless `keepText` (closing the dialog keeps it as a draft). */
  const reset = ({ keepText = false } = {}) => {
    if (!keepText) qa.reset();
    setError(null);
  };
  return { qa, submit, reset, error, clearError: () => setError(null), saving: create.isPending };
}
