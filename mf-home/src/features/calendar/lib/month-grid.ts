import { MONTH_GRID_CELLS, addDays, monthGrid, sameMonth, shiftMonth } from '@haru/dates';

export const GRID_CELLS = MONTH_GRID_CELLS;

export interface GridCell {
  date: string;
  day: number;
  /** 0 = Sunday … 6 = Saturday */
  weekday: number;
  inMonth: boolean;
}

/** The 6 × 7 grid of `month` (`YYYY-MM-01`), Sunday first: the previous month's tail, the month, the next's head. */
export function buildMonthGrid(month: string): GridCell[] {
  return monthGrid(month).map((date, i) => ({ date, day: Number(date.slice(8)), weekday: i % 7, inMonth: sameMonth(date, month) }));
}

/** First and last date the grid shows: the range to fetch events for. */
export function gridRange(month: string): { from: string; to: string } {
  const cells = monthGrid(month);
  return { from: cells[0], to: cells[GRID_CELLS - 1] };
}

/** The month's own first and last day. */
export function monthRange(month: string): { from: string; to: string } {
  return { from: month, to: addDays(shiftMonth(month, 1), -1) };
}
