import { daysBetween } from '@haru/dates';

export interface GanttRange { start: string; end: string; days: number }
export interface GanttBar { left: number; width: number }

interface Dated { start_date: string | null; end_date: string | null }

/** The span the chart covers: the project's dates widened to every task's dates. */
export function ganttRange(project: { start_date: string; end_date: string }, tasks: readonly Dated[]): GanttRange {
  let start = project.start_date;
  let end = project.end_date;
  for (const t of tasks) {
    const s = t.start_date ?? t.end_date;
    const e = t.end_date ?? t.start_date;
    if (s && s < start) start = s;
    if (e && e > end) end = e;
  }
  return { start, end, days: daysBetween(start, end) + 1 };
}

/** A task's bar in percent of the range (a task with one date is a one-day bar), or null without dates. */
export function ganttBar(range: GanttRange, task: Dated): GanttBar | null {
  const s = task.start_date ?? task.end_date;
  const e = task.end_date ?? task.start_date;
  if (!s || !e) return null;
  const left = (daysBetween(range.start, s) / range.days) * 100;
  const width = ((daysBetween(s, e) + 1) / range.days) * 100;
  return { left, width };
}

/** Where today falls (percent, the middle of the day), or null when outside the range. */
export function todayOffset(range: GanttRange, today: string): number | null {
  if (today < range.start || today > range.end) return null;
  return ((daysBetween(range.start, today) + 0.5) / range.days) * 100;
}

/** The first day of each month inside the range, with its offset: the chart's scale. */
export function monthTicks(range: GanttRange): { date: string; left: number }[] {
  const ticks: { date: string; left: number }[] = [];
  let [y, m] = range.start.split('-').map(Number);
  for (let i = 0; i < 240; i += 1) {
    const date = `${y}-${String(m).padStart(2, '0')}-01`;
    if (date > range.end) break;
    if (date >= range.start) ticks.push({ date, left: (daysBetween(range.start, date) / range.days) * 100 });
    m += 1;
    if (m > 12) { m = 1; y += 1; }
  }
  return ticks;
}
