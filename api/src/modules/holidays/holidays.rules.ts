import type { Holiday } from '@haru/contracts';
import { addDays, weekday } from '@haru/dates';
import { baseHolidays, HOLIDAY_NAMES, type BaseHoliday } from './holidays.base';

/** A decreed holiday from the data file (임시공휴일, election days). */
export interface DesignatedHoliday { date: string; name: string }

/**
 * Days lost on one date: one when it is a Sunday (or, for the `weekend` rule, a Saturday) and one for each
 * further holiday sharing the date, at most one per holiday carrying a substitute rule. 2025-05-05 (어린이날 and
 * 부처님오신날 on a Monday) loses one day; 2028-10-03 (개천절 on 추석 연휴) one.
 */
function lostDays(sameDay: BaseHoliday[]): number {
  const eligible = sameDay.filter((h) => h.rule !== 'none');
  if (eligible.length === 0) return 0;
  const wd = weekday(sameDay[0].date);
  const weekendLoss = wd === 0 || (wd === 6 && eligible.some((h) => h.rule === 'weekend')) ? 1 : 0;
  return Math.min(eligible.length, weekendLoss + sameDay.length - 1);
}

const isWeekend = (date: string) => weekday(date) === 0 || weekday(date) === 6;

/**
 * Every public holiday of a year in date order: the regulation's holidays, the designated ones of that year, and
 * the 대체공휴일 each lost day gives back, on the first weekday after the holiday (after the last day of a 설날 or
 * 추석 연휴) that is not already a holiday.
 */
export function holidaysOfYear(year: number, designated: DesignatedHoliday[] = []): Holiday[] {
  const ofYear = designated.filter((d) => d.date.startsWith(`${year}-`)).map((d) => ({ ...d, rule: 'none' as const }));
  const base = baseHolidays(year);
  const byDate = new Map<string, BaseHoliday[]>();
  for (const h of [...base, ...ofYear]) byDate.set(h.date, [...(byDate.get(h.date) ?? []), h]);
  const taken = new Set(byDate.keys());
  const result: Holiday[] = [
    ...base.map(({ date, name }) => ({ date, name, kind: 'regular' as const })),
    ...ofYear.map(({ date, name }) => ({ date, name, kind: 'designated' as const })),
  ];
  for (const date of [...byDate.keys()].sort()) {
    const sameDay = byDate.get(date)!;
    const blockEnd = sameDay.find((h) => h.block)?.block?.[2];
    for (let i = lostDays(sameDay); i > 0; i -= 1) {
      let day = addDays(blockEnd && blockEnd > date ? blockEnd : date, 1);
      while (taken.has(day) || isWeekend(day)) day = addDays(day, 1);
      taken.add(day);
      result.push({ date: day, name: HOLIDAY_NAMES.substitute, kind: 'substitute' });
    }
  }
  return result.sort((a, b) => a.date.localeCompare(b.date));
}
