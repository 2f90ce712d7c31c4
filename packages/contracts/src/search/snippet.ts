import type { FieldMatch, Mark } from './match';

export interface Snippet { field: string; text: string; marks: Mark[] }

/** Characters kept around the first match, each side; longer text is cut with '…'. */
const CONTEXT = 30;
const MAX = 120;

/** A short piece of the field around its first match, the marks moved into it. */
export function snippetOf(match: FieldMatch): Snippet {
  const { text, marks } = match;
  if (text.length <= MAX) return { field: match.field, text, marks };
  const from = Math.max(0, marks[0].start - CONTEXT);
  const to = Math.min(text.length, Math.max(marks[0].end + CONTEXT, from + MAX));
  const head = from > 0 ? '…' : '';
  const shift = head.length - from;
  const kept = marks.filter((m) => m.start >= from && m.end <= to).map((m) => ({ start: m.start + shift, end: m.end + shift }));
  return { field: match.field, text: head + text.slice(from, to) + (to < text.length ? '…' : ''), marks: kept };
}
