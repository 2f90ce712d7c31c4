import type { Meeting } from '@haru/contracts';

export const SORT_KEYS = ['date', 'created', 'title'] as const;
export type SortKey = (typeof SORT_KEYS)[number];

// Made on the first title sort, not when the list screen loads: a page's first Intl object costs ~20 ms of ICU
// start-up (issue 25).
let collator: Intl.Collator | null = null;
const byTitle = (a: string, b: string) => (collator ??= new Intl.Collator('ko', { numeric: true, sensitivity: 'base' })).compare(a, b);

/** Meeting date and time as one comparable string ('2025-01-19 14:30'). */
const when = (m: Meeting) => `${m.date} ${m.time}`;

const comparators: Record<SortKey, (a: Meeting, b: Meeting) => number> = {
  date: (a, b) => when(b).localeCompare(when(a)) || b.created_at.localeCompare(a.created_at),
  created: (a, b) => b.created_at.localeCompare(a.created_at),
  title: (a, b) => byTitle(a.title, b.title) || when(b).localeCompare(when(a)),
};

/** A sorted copy: meeting date newest first, registration newest first, or title in Korean order. */
export function sortMeetings(meetings: readonly Meeting[], key: SortKey): Meeting[] {
  return [...meetings].sort(comparators[key]);
}

export function isSortKey(value: unknown): value is SortKey {
  return typeof value === 'string' && (SORT_KEYS as readonly string[]).includes(value);
}
