import { addDays, weekday } from '@haru/dates';
import { messages } from '../../../messages/ko';

/**
 * Korean public holidays (관공서의 공휴일에 관한 규정, 공휴일에 관한 법률) for the years in LUNAR_DATES.
 *
 * Lunar holidays: the solar dates of 설날 (1/1), 부처님오신날 (4/8) and 추석 (8/15) of the Korean lunar calendar,
 * as published by the Korea Astronomy and Space Science Institute (KASI, 음양력 변환). The Korean calendar
 * follows the moon as seen from Korea (UTC+9), so it can differ from the Chinese one (설날 2027: 2/7, not 2/6).
 * 설날 and 추석 are three days each: the day before, the day, the day after.
 *
 * Substitute holidays (대체공휴일, 규정 제3조):
 * - 설날/추석 연휴: a day of the three falling on a Sunday or on another holiday → the first non-holiday after the
 *   three days.
 * - 어린이날 (since 2014) and, since May 2023, 3·1절, 광복절, 개천절, 한글날, 부처님오신날, 성탄절: falling on a
 *   Saturday, a Sunday or another holiday → the first non-holiday after it.
 * "Non-holiday" here is a weekday (Monday-Friday) that is not already a holiday.
 * Not included: election days and one-off temporary holidays (임시공휴일), which are designated case by case.
 */
export const LUNAR_DATES: Record<number, { seollal: string; buddha: string; chuseok: string }> = {
  2024: { seollal: '2024-02-10', buddha: '2024-05-15', chuseok: '2024-09-17' },
  2025: { seollal: '2025-01-29', buddha: '2025-05-05', chuseok: '2025-10-06' },
  2026: { seollal: '2026-02-17', buddha: '2026-05-24', chuseok: '2026-09-25' },
  2027: { seollal: '2027-02-07', buddha: '2027-05-13', chuseok: '2027-09-15' },
  2028: { seollal: '2028-01-27', buddha: '2028-05-02', chuseok: '2028-10-03' },
  2029: { seollal: '2029-02-13', buddha: '2029-05-20', chuseok: '2029-09-22' },
  2030: { seollal: '2030-02-03', buddha: '2030-05-09', chuseok: '2030-09-12' },
};

export interface Holiday { date: string; name: string; substitute: boolean }

type Rule = 'none' | 'weekend' | 'sunday-block';
interface Base { date: string; name: string; rule: Rule; block?: string[] }

const H = messages.calendar.holidays;
const SUBSTITUTE_NAME = H.substitute;

function baseHolidays(year: number): Base[] {
  const y = String(year);
  const fixed: Base[] = [
    { date: `${y}-01-01`, name: H.newYear, rule: 'none' },
    { date: `${y}-03-01`, name: H.independence, rule: 'weekend' },
    { date: `${y}-05-05`, name: H.children, rule: 'weekend' },
    { date: `${y}-06-06`, name: H.memorial, rule: 'none' },
    { date: `${y}-08-15`, name: H.liberation, rule: 'weekend' },
    { date: `${y}-10-03`, name: H.foundation, rule: 'weekend' },
    { date: `${y}-10-09`, name: H.hangul, rule: 'weekend' },
    { date: `${y}-12-25`, name: H.christmas, rule: 'weekend' },
  ];
  const lunar = LUNAR_DATES[year];
  if (!lunar) return fixed;
  const block = (day: string) => [addDays(day, -1), day, addDays(day, 1)];
  const seollal = block(lunar.seollal);
  const chuseok = block(lunar.chuseok);
  return [
    ...fixed,
    ...seollal.map((date) => ({ date, name: H.seollal, rule: 'sunday-block' as const, block: seollal })),
    ...chuseok.map((date) => ({ date, name: H.chuseok, rule: 'sunday-block' as const, block: chuseok })),
    { date: lunar.buddha, name: H.buddha, rule: 'weekend' },
  ];
}

/**
 * Days lost on one date: one when it is a Sunday (or, for the weekend rule, a Saturday) and one for each extra
 * holiday sharing the date. Only holidays that carry the substitute rule give days back.
 */
function lostDays(sameDay: Base[]): number {
  const wd = weekday(sameDay[0].date);
  const eligible = sameDay.filter((h) => h.rule !== 'none');
  if (eligible.length === 0) return 0;
  const weekendLoss = wd === 0 || (wd === 6 && eligible.some((h) => h.rule === 'weekend')) ? 1 : 0;
  return Math.min(eligible.length, weekendLoss + sameDay.length - 1);
}

/** Every holiday of the year in date order, substitutes included; a date may carry two names (2025-05-05). */
export function holidaysOf(year: number): Holiday[] {
  const base = baseHolidays(year);
  const byDate = new Map<string, Base[]>();
  for (const h of base) byDate.set(h.date, [...(byDate.get(h.date) ?? []), h]);
  const taken = new Set(byDate.keys());
  const result: Holiday[] = base.map(({ date, name }) => ({ date, name, substitute: false }));
  for (const date of [...byDate.keys()].sort()) {
    const sameDay = byDate.get(date)!;
    const lost = lostDays(sameDay);
    // A 연휴 gives its substitute after its last day; a single holiday right after itself.
    const blockEnd = sameDay.find((h) => h.rule === 'sunday-block')?.block?.[2];
    for (let i = 0; i < lost; i += 1) {
      let day = addDays(blockEnd && blockEnd > date ? blockEnd : date, 1);
      while (taken.has(day) || weekday(day) === 0 || weekday(day) === 6) day = addDays(day, 1);
      taken.add(day);
      result.push({ date: day, name: SUBSTITUTE_NAME, substitute: true });
    }
  }
  return result.sort((a, b) => a.date.localeCompare(b.date));
}

/** Holidays by date for the years a date range touches. */
export function holidayMap(from: string, to: string): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (let year = Number(from.slice(0, 4)); year <= Number(to.slice(0, 4)); year += 1) {
    for (const h of holidaysOf(year)) {
      if (h.date < from || h.date > to) continue;
      map.set(h.date, [...(map.get(h.date) ?? []), h.name]);
    }
  }
  return map;
}
