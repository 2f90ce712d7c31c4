import type { Holiday } from '@haru/contracts';

/** Holiday names by date within [from, to], from the API's lists (a date may carry two: 2025-05-05). */
export function holidayMap(holidays: readonly Holiday[], from: string, to: string): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const h of holidays) {
    if (h.date < from || h.date > to) continue;
    map.set(h.date, [...(map.get(h.date) ?? []), h.name]);
  }
  return map;
}

/** The years a date range touches (a month grid: one or two). */
export function yearsOf(from: string, to: string): number[] {
  const years: number[] = [];
  for (let y = Number(from.slice(0, 4)); y <= Number(to.slice(0, 4)); y += 1) years.push(y);
  return years;
}
