import type { KeyboardEvent } from 'react';

/** True while a Hangul (or any IME) composition is in progress: Enter then confirms the syllable, not the form. */
export function isComposing(e: KeyboardEvent): boolean {
  return e.nativeEvent.isComposing || e.keyCode === 229;
}

/** Enter pressed outside an IME composition. */
export function isCommitEnter(e: KeyboardEvent): boolean {
  return e.key === 'Enter' && !isComposing(e);
}
