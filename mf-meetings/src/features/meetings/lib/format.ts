import { MEETING_LIMITS } from '@haru/contracts/src/meeting-values';

/** The list card's agenda preview: whitespace folded, at most 100 characters, then an ellipsis. */
export function agendaPreview(agenda: string, max: number = MEETING_LIMITS.previewChars): string {
  const flat = agenda.replace(/\s+/g, ' ').trim();
  const chars = [...flat];
  return chars.length > max ? `${chars.slice(0, max).join('')}…` : flat;
}

/** Characters as the user counts them (an emoji is one). */
export function charCount(text: string): number {
  return [...text].length;
}
