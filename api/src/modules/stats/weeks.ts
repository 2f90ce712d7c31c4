import { addDays, mondayOf } from '@haru/dates';

/** Every week (its Monday) touching [from, to]. */
export function weeksOf(from: string, to: string): string[] {
  const weeks: string[] = [];
  for (let w = mondayOf(from); w <= to; w = addDays(w, 7)) weeks.push(w);
  return weeks;
}

/** Counts per week, every week present (zeros included). */
export function bucketByWeek(dates: string[], from: string, to: string): Array<{ week: string; value: number }> {
  const counts = new Map(weeksOf(from, to).map((w) => [w, 0]));
  for (const date of dates) {
    const week = mondayOf(date);
    if (counts.has(week)) counts.set(week, counts.get(week)! + 1);
  }
  return [...counts].map(([week, value]) => ({ week, value }));
}
