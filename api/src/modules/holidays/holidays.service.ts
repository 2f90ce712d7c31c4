import { HOLIDAY_YEARS, type Holiday } from '@haru/contracts';
import { readDesignatedHolidays } from './holidays.file';
import { holidaysOfYear } from './holidays.rules';

/** One year's holidays: the regulation's rules plus the operator's data file. */
export async function getHolidays(year: number, file: string): Promise<Holiday[]> {
  return holidaysOfYear(year, await readDesignatedHolidays(file));
}

/** Holidays within [from, to] (calendar dates), for the calendar's range; years outside 1950–2050 have none. */
export async function holidaysBetween(from: string, to: string, file: string): Promise<Holiday[]> {
  const designated = await readDesignatedHolidays(file);
  const out: Holiday[] = [];
  const first = Math.max(HOLIDAY_YEARS.min, Number(from.slice(0, 4)));
  const last = Math.min(HOLIDAY_YEARS.max, Number(to.slice(0, 4)));
  for (let year = first; year <= last; year += 1) {
    out.push(...holidaysOfYear(year, designated).filter((h) => h.date >= from && h.date <= to));
  }
  return out;
}
