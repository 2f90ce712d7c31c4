import { TODO_LIMITS, normalizeTags } from '@haru/contracts';

export type TagResult = { tags: string[]; error: 'tagTooLong' | 'tooManyTags' | null };

/**
 * Adds what the user typed (one tag, or several separated by commas): trimmed, blanks and duplicates ignored,
 * limits kept. On a limit error nothing is added.
 */
export function addTags(current: readonly string[], typed: string): TagResult {
  const incoming = normalizeTags(typed).filter((t) => !current.includes(t));
  if (incoming.some((t) => [...t].length > TODO_LIMITS.tagLength)) return { tags: [...current], error: 'tagTooLong' };
  if (current.length + incoming.length > TODO_LIMITS.tags) return { tags: [...current], error: 'tooManyTags' };
  return { tags: [...current, ...incoming], error: null };
}
