import type { Meeting } from '@haru/contracts';

export const SORT_KEYS = ['date', 'created', 'title'] as const;
export type SortKey = (typeof SORT_KEYS)[number];

const collator = new Intl.Collator('ko', { numeric: true, sensitivity: 'base' });

/** Meeting date and time as one comparable string ('2025-01-19 14:30'). */
const when = (m: Meeting) => `${m.date} ${m.time}`;

const comparators: Record<SortKey, (a: Meeting, b: Meeting) => number> = {
  date: (a, b) => when(b).localeCompare(when(a)) || b.created_at.localeCompare(a.created_at),
  created: (a, b) => b.created_at.localeCompare(a.created_at),
  title: (a, b) => collator.compare(a.title, b.title) || when(b).localeCompare(when(a)),
};

/** A sorted copy: meeting date newest first, registration newest first, or title in Korean order. */
export function sortMeetings(meetings: readonly Meeting[], key: SortKey): Meeting[] {
  return [...meetings].sort(comparators[key]);
}

export function isSortKey(value: unknown): value is SortKey {
  return typeof value === 'string' && (SORT_KEYS as readonly string[]).includes(value);
}
