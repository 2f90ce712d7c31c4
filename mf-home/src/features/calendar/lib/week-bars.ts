import type { CalendarEvent } from '@haru/contracts';
import { daysBetween } from '@haru/dates';
import { isSpan } from './day-events';

/** One project's (or WBS task's) bar in a week row: from column `start` for `span` days, on its own `lane` (row of bars). */
export interface WeekBar {
  event: CalendarEvent;
  start: number;
  span: number;
  lane: number;
  /** the project began before this week / goes on after it: the bar's end is drawn open */
  continuesBefore: boolean;
  continuesAfter: boolean;
}

const endOf = (e: CalendarEvent) => (e.end_date && e.end_date > e.date ? e.end_date : e.date);

/**
 * Project and task spans of one week row (`week`: its 7 dates) as bars: each project from its first to its last day within
 * the week, earlier and longer bars first, packed into the lowest lane free over all its days.
 */
export function weekBars(projects: readonly CalendarEvent[], week: readonly string[]): WeekBar[] {
  const first = week[0];
  const last = week[week.length - 1];
  const bars = projects
    .filter((p) => isSpan(p) && p.date <= last && endOf(p) >= first)
    .map((event) => {
      const start = event.date < first ? 0 : daysBetween(first, event.date);
      const end = endOf(event) > last ? week.length - 1 : daysBetween(first, endOf(event));
      return { event, start, span: end - start + 1, lane: 0, continuesBefore: event.date < first, continuesAfter: endOf(event) > last };
    })
    .sort((a, b) => a.start - b.start || b.span - a.span || a.event.title.localeCompare(b.event.title, 'ko'));
  const laneEnds: number[] = [];
  for (const bar of bars) {
    const free = laneEnds.findIndex((end) => end < bar.start);
    bar.lane = free >= 0 ? free : laneEnds.length;
    laneEnds[bar.lane] = bar.start + bar.span - 1;
  }
  return bars;
}
