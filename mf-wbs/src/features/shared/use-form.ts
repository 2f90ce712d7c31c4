import { useCallback, useState, type KeyboardEvent } from 'react';
import { isComposing } from '@haru/ui-kit';

/** Form values with field errors that clear as soon as the user edits that field (SPEC.md section 5). */
export function useForm<V extends object>(initial: V) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<Partial<Record<keyof V, string>>>({});
  const set = useCallback(<K extends keyof V>(key: K, value: V[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => {
      if (!e[key]) return e;
      const next = { ...e };
      delete next[key];
      return next;
    });
  }, []);
  return { values, setValues, errors, setErrors, set };
}

/** Moves focus to the first field with an error, so keyboard and screen-reader users land on it. */
export function focusFirstError(form: HTMLFormElement | null): void {
  form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
}

/** Enter that confirms a Hangul syllable must not submit the form (IME-safe, SPEC house style). */
export function guardImeEnter(e: KeyboardEvent<HTMLFormElement>): void {
  if (e.key === 'Enter' && isComposing(e)) e.preventDefault();
}
