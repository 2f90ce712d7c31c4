/** Calendar-date arithmetic on 'YYYY-MM-DD' (UTC math on the date alone, so nothing shifts a day). */
export function addDays(ymd: string, days: number): string {
  const d = new Date(`${ymd}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Monday of the week a date falls in (weeks run Monday to Sunday). */
export function mondayOf(ymd: string): string {
  const wd = new Date(`${ymd}T00:00:00Z`).getUTCDay();
  return addDays(ymd, -((wd + 6) % 7));
}

/** Every week (its Monday) touching [from, to]. */
export function weeksOf(from: string, to: string): string[] {
  const weeks: string[] = [];
  for (let w = mondayOf(from); w <= to; w = addDays(w, 7)) weeks.push(w);
  return weeks;
}

/** The first instant of a Korean calendar date. */
export function seoulStart(ymd: string): Date {
  return new Date(`${ymd}T00:00:00+09:00`);
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
