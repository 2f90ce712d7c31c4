import { useState } from 'react';
import { failureText } from '@haru/api-client';

export interface EditModeOptions<T> {
  /** Sends the edited values (a mutation's `mutateAsync`); resolving to `false` means nothing was sent (the user
   *  backed out of a follow-up question), so the form stays open without a failure. */
  save: (values: T) => Promise<unknown>;
  /** Whether the screen opens in the form (e.g. an unsaved draft of this edit exists). */
  initialEditing?: boolean | (() => boolean);
  /** The screen's words for a failed save when the API gives none of its own (`failureText`). */
  failedText: string;
  /** After a save went through and the form closed (e.g. a success toast). */
  onSaved?: () => void;
}

/**
 * A detail screen's view/edit switch: `start` opens the form, `cancel` closes it, `submit` saves and closes it, or
 * keeps it open with the failure (the API's Korean detail, else `failedText`) and rethrows, so the form stays as
 * it is. Each of them clears the previous failure; `setFailure` reports another one (a failed delete).
 */
export function useEditMode<T>({ save, failedText, onSaved, initialEditing = false }: EditModeOptions<T>) {
  const [editing, setEditing] = useState(initialEditing);
  const [failure, setFailure] = useState<string | null>(null);
  const start = () => { setFailure(null); setEditing(true); };
  const cancel = () => { setFailure(null); setEditing(false); };
  const submit = async (values: T) => {
    setFailure(null);
    let sent: unknown;
    try {
      sent = await save(values);
    } catch (error) {
      setFailure(failureText(error, failedText));
      throw error;
    }
    if (sent === false) return;
    setEditing(false);
    onSaved?.();
  };
  return { editing, failure, setFailure, start, cancel, submit };
}
