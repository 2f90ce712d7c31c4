import { addDays, toYmd, weekday } from '../../../shared/dates';

export const GRID_CELLS = 42;

export interface GridCell {
  date: string;
  day: number;
  /** 0 = Sunday … 6 = Saturday */
  weekday: number;
  inMonth: boolean;
}

/** The 6 × 7 month grid, Sunday first: leading days of the previous month, the month, trailing days of the next. */
export function buildMonthGrid(year: number, month: number): GridCell[] {
  const first = toYmd(year, month, 1);
  const start = addDays(first, -weekday(first));
  const monthPrefix = first.slice(0, 7);
  return Array.from({ length: GRID_CELLS }, (_, i) => {
    const date = addDays(start, i);
    return { date, day: Number(date.slice(8)), weekday: i % 7, inMonth: date.startsWith(monthPrefix) };
  });
}

/** First and last date the grid shows: the range to fetch events for. */
export function gridRange(year: number, month: number): { from: string; to: string } {
  const cells = buildMonthGrid(year, month);
  return { from: cells[0].date, to: cells[GRID_CELLS - 1].date };
}
