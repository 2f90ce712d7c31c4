import { HOLIDAY_YEARS, type Holiday } from '@haru/contracts';
import { readDesignatedHolidays } from './holidays.file';
import { holidaysOfYear, type DesignatedHoliday } from './holidays.rules';

/**
 * A year's holidays worked out once per version of the operator's file (the file's parsed list is a new array
 * whenever the file changed): the rules run lunar conversions, and every calendar request needs one or two years.
 */
const computed = new WeakMap<DesignatedHoliday[], Map<number, readonly Holiday[]>>();
function yearOf(year: number, designated: DesignatedHoliday[]): readonly Holiday[] {
  let years = computed.get(designated);
  if (!years) computed.set(designated, (years = new Map()));
  let holidays = years.get(year);
  if (!holidays) years.set(year, (holidays = Object.freeze(holidaysOfYear(year, designated).map((h) => Object.freeze(h)))));
  return holidays;
}

/** One year's holidays: the regulation's rules plus the operator's data file. */
export async function getHolidays(year: number, file: string): Promise<Holiday[]> {
  return [...yearOf(year, await readDesignatedHolidays(file))];
}

/** Holidays within [from, to] (calendar dates), for the calendar's range; years outside 1950–2050 have none. */
export async function holidaysBetween(from: string, to: string, file: string): Promise<Holiday[]> {
  const designated = await readDesignatedHolidays(file);
  const out: Holiday[] = [];
  const first = Math.max(HOLIDAY_YEARS.min, Number(from.slice(0, 4)));
  const last = Math.min(HOLIDAY_YEARS.max, Number(to.slice(0, 4)));
  for (let year = first; year <= last; year += 1) {
    out.push(...yearOf(year, designated).filter((h) => h.date >= from && h.date <= to));
  }
  return out;
}
