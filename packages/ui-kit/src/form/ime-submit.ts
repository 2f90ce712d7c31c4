import type { KeyboardEvent } from 'react';
import { isComposing } from '../ime';

/**
 * A form's onKeyDown: the Enter that confirms a Hangul syllable must not submit the form (the submit would
 * also miss that last syllable). The Enter after the composition submits as usual.
 */
export function preventImeSubmit(e: KeyboardEvent<HTMLFormElement>): void {
  if (e.key === 'Enter' && isComposing(e)) e.preventDefault();
}
