import { addDays } from '@haru/dates';
import { lunarToSolar } from '@haru/dates/lunar';

/**
 * Which holidays a year has (관공서의 공휴일에 관한 규정 제2조; 공휴일에 관한 법률 since 2022), before substitutes.
 * Each entry names the years it applied and its substitute rule (규정 제3조, see holidays.rules.ts):
 * - `none`: no substitute;
 * - `sunday`: 설날·추석 연휴 (since 2014): a day of the three on a Sunday or on another holiday gives one back
 *   after the three days;
 * - `weekend`: on a Saturday, a Sunday or another holiday gives one back after it: 어린이날 since 2014; 삼일절,
 *   광복절, 개천절, 한글날 since the 2021 amendment (first applied to 광복절 2021); 부처님오신날, 성탄절 since the
 *   2023 amendment (first applied to 부처님오신날 2023).
 * Years before 2015 follow the regulation's history as far as listed here (식목일, 제헌절, 국군의 날, 국제연합일,
 * 신정 연휴, 설날 from 1985, 추석 연휴 from 1986, 한글날's gap 1991–2012); the short-lived substitute rules of
 * 1959–1960 and 1989–1990 are not modelled, and those years are not checked against official lists.
 */
export type SubstituteRule = 'none' | 'sunday' | 'weekend';
export interface BaseHoliday { date: string; name: string; rule: SubstituteRule; /** the 연휴 a day belongs to (설날, 추석) */ block?: string[] }

export const HOLIDAY_NAMES = {
  newYear: '신정', seollal: '설날', folkDay: '민속의 날', independence: '삼일절', arbor: '식목일', children: '어린이날',
  buddha: '부처님오신날', memorial: '현충일', constitution: '제헌절', liberation: '광복절', chuseok: '추석',
  armedForces: '국군의 날', foundation: '개천절', hangul: '한글날', unitedNations: '국제연합일', christmas: '성탄절',
  substitute: '대체공휴일',
} as const;
const N = HOLIDAY_NAMES;

interface FixedRule { md: string; name: string; years: [number, number][]; rule: (year: number) => SubstituteRule }
const ALWAYS: [number, number][] = [[1949, 9999]];
const none = () => 'none' as const;
const weekendFrom = (since: number) => (year: number): SubstituteRule => (year >= since ? 'weekend' : 'none');

const FIXED: FixedRule[] = [
  { md: '01-01', name: N.newYear, years: ALWAYS, rule: none },
  { md: '01-02', name: N.newYear, years: [[1949, 1998]], rule: none },
  { md: '01-03', name: N.newYear, years: [[1949, 1989]], rule: none },
  { md: '03-01', name: N.independence, years: ALWAYS, rule: weekendFrom(2021) },
  { md: '04-05', name: N.arbor, years: [[1949, 1959], [1961, 2005]], rule: none },
  { md: '05-05', name: N.children, years: [[1975, 9999]], rule: weekendFrom(2014) },
  { md: '06-06', name: N.memorial, years: [[1956, 9999]], rule: none },
  { md: '07-17', name: N.constitution, years: [[1949, 2007]], rule: none },
  { md: '08-15', name: N.liberation, years: ALWAYS, rule: weekendFrom(2021) },
  { md: '10-01', name: N.armedForces, years: [[1976, 1990]], rule: none },
  { md: '10-03', name: N.foundation, years: ALWAYS, rule: weekendFrom(2021) },
  { md: '10-09', name: N.hangul, years: [[1949, 1990], [2013, 9999]], rule: weekendFrom(2021) },
  { md: '10-24', name: N.unitedNations, years: [[1950, 1975]], rule: none },
  { md: '12-25', name: N.christmas, years: ALWAYS, rule: weekendFrom(2023) },
];

const inYears = (year: number, spans: [number, number][]) => spans.some(([from, to]) => year >= from && year <= to);
const lunar = (year: number, month: number, day: number) => lunarToSolar({ year, month, day, leap: false })!;

function lunarHolidays(year: number): BaseHoliday[] {
  const out: BaseHoliday[] = [];
  const blockRule: SubstituteRule = year >= 2014 ? 'sunday' : 'none';
  const threeDays = (day: string, name: string) => {
    const block = [addDays(day, -1), day, addDays(day, 1)];
    for (const date of block) out.push({ date, name, rule: blockRule, block });
  };
  const seollal = lunar(year, 1, 1);
  if (year >= 1989) threeDays(seollal, N.seollal);
  else if (year >= 1985) out.push({ date: seollal, name: N.folkDay, rule: 'none' });
  if (year >= 1975) out.push({ date: lunar(year, 4, 8), name: N.buddha, rule: weekendFrom(2023)(year) });
  const chuseok = lunar(year, 8, 15);
  if (year >= 1986) threeDays(chuseok, N.chuseok);
  else out.push({ date: chuseok, name: N.chuseok, rule: 'none' });
  return out;
}

/** The regulation's holidays of a year (1950–2050), in no particular order. */
export function baseHolidays(year: number): BaseHoliday[] {
  const fixed = FIXED.filter((f) => inYears(year, f.years)).map((f) => ({ date: `${year}-${f.md}`, name: f.name, rule: f.rule(year) }));
  return [...fixed, ...lunarHolidays(year)];
}
