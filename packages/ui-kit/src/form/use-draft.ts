import { useEffect, useRef, useState } from 'react';
import { readDraft, removeDraft, writeDraft } from '@haru/api-client';

/** What a form shows and does about its draft (see `useDraft`). */
export interface Draft {
  /** A draft was put back into the form when it opened (the notice shows until it is discarded or saved). */
  restored: boolean;
  /** The form differs from what it started with and is not saved yet (the leave guard asks). */
  dirty: boolean;
  /** Throws the draft away and puts the form back to what it started with. */
  discard: () => void;
  /** The form was saved: the draft goes and nothing asks before leaving. */
  clear: () => void;
}

/** Deep equality of form values (plain data: strings, numbers, booleans, null, arrays, objects). */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const key of keys) {
    if (!sameValue((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key])) return false;
  }
  return true;
}

/**
 * Keeps what the user typed into a form as a draft of the signed-in user (`@haru/api-client` drafts, in
 * localStorage), so leaving, a reload or a crash loses nothing. `name` names the form ('todo:add',
 * `meeting:edit:${id}`); `value` is the form's current value, `initial` what it opened with, `apply` puts a value
 * into the form. On opening, a stored draft is applied; afterwards every change is stored, and a form back at
 * `initial` keeps no draft.
 */
export function useDraft<T>(name: string, value: T, initial: T, apply: (value: T) => void): Draft {
  const [restored, setRestored] = useState(false);
  // The value that was saved: the form may stay open (a dialog) and start the next draft from there.
  const [saved, setSaved] = useState<{ value: T } | null>(null);
  const firstRender = useRef(true);
  const current = useRef(value);
  current.current = value;
  const applyRef = useRef(apply);
  applyRef.current = apply;

  useEffect(() => {
    const stored = readDraft<T>(name);
    if (stored !== null && !sameValue(stored, initial)) {
      applyRef.current(stored);
      setRestored(true);
    }
    // Restored once per form name, when the form opens (`initial` is what it opened with).
  }, [name]);

  const isSaved = saved !== null && sameValue(value, saved.value);
  const dirty = !isSaved && !sameValue(value, initial);
  useEffect(() => {
    // The first render still shows `initial` while the stored draft is being applied: keep the draft.
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    if (isSaved) return;
    if (dirty) writeDraft(name, value);
    else removeDraft(name);
  }, [name, value, dirty, isSaved]);

  return {
    restored: restored && !isSaved,
    dirty,
    discard: () => {
      removeDraft(name);
      setRestored(false);
      applyRef.current(initial);
    },
    clear: () => {
      removeDraft(name);
      setRestored(false);
      setSaved({ value: current.current });
    },
  };
}
