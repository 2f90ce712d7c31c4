import { useEffect, useState } from 'react';
import type { FieldValues, UseFormWatch } from 'react-hook-form';

/**
 * The top-level fields the user has changed at least once. A live form shows a field's "required" message once the
 * user has left a field they edited: a field only tabbed through (touched, never typed in) stays quiet until submit.
 */
export function useEditedFields<T extends FieldValues>(watch: UseFormWatch<T>): ReadonlySet<string> {
  const [edited, setEdited] = useState<ReadonlySet<string>>(() => new Set());
  useEffect(() => {
    const subscription = watch((_values, { name }) => {
      const field = name?.split('.')[0];
      if (field) setEdited((prev) => (prev.has(field) ? prev : new Set(prev).add(field)));
    });
    return () => subscription.unsubscribe();
  }, [watch]);
  return edited;
}
