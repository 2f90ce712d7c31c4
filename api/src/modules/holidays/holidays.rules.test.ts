import path from 'node:path';
import { readDesignatedHolidays } from './holidays.file';
import { PUBLISHED_HOLIDAYS } from './holidays.fixtures';
import { holidaysOfYear } from './holidays.rules';

const SHIPPED_FILE = path.resolve(__dirname, '../../../config/holidays.json');
const asLines = (year: number, designated: Awaited<ReturnType<typeof readDesignatedHolidays>>) =>
  holidaysOfYear(year, designated).map((h) => `${h.date.slice(5)} ${h.name}`).sort();

describe('Korean public holidays from the rules and the shipped data file', () => {
  it.each(Object.keys(PUBLISHED_HOLIDAYS).map(Number))('when %i is computed, then every date and every 대체공휴일 matches the published list', async (year) => {
    const designated = await readDesignatedHolidays(SHIPPED_FILE);
    expect(asLines(year, designated)).toEqual([...PUBLISHED_HOLIDAYS[year]].sort());
  });

  it('when holidays are listed, then each carries its kind and the list is in date order', () => {
    const list = holidaysOfYear(2025, [{ date: '2025-01-27', name: '임시공휴일' }]);
    expect(list.map((h) => h.date)).toEqual([...list.map((h) => h.date)].sort());
    expect(list.find((h) => h.date === '2025-01-27')?.kind).toBe('designated');
    expect(list.find((h) => h.date === '2025-03-03')).toEqual({ date: '2025-03-03', name: '대체공휴일', kind: 'substitute' });
    expect(list.filter((h) => h.date === '2025-05-05').map((h) => h.kind)).toEqual(['regular', 'regular']);
  });

  it('when a designated day takes the weekday after a holiday, then the 대체공휴일 moves past it', () => {
    // 2026-03-01 (삼일절) is a Sunday: its substitute would be Monday 03-02, unless that is already a holiday.
    const list = holidaysOfYear(2026, [{ date: '2026-03-02', name: '임시공휴일' }]);
    expect(list.filter((h) => h.kind === 'substitute' && h.date < '2026-04-01').map((h) => h.date)).toEqual(['2026-03-03']);
  });

  it('when years before the substitute rules are computed, then no 대체공휴일 is given and old holidays appear', () => {
    // 2013: 설날 2/9 (토), 2/10 (일), 2/11; the substitute rules began in 2014.
    expect(holidaysOfYear(2013).filter((h) => h.kind === 'substitute')).toEqual([]);
    const names1980 = holidaysOfYear(1980).map((h) => h.name);
    expect(names1980).toEqual(expect.arrayContaining(['식목일', '제헌절', '국군의 날', '한글날', '부처님오신날', '추석']));
    expect(names1980).not.toContain('설날');
    expect(holidaysOfYear(2000).map((h) => h.name)).not.toContain('한글날');
    expect(holidaysOfYear(1950)[0]).toEqual({ date: '1950-01-01', name: '신정', kind: 'regular' });
    expect(holidaysOfYear(2050).filter((h) => h.name === '추석')).toHaveLength(3);
  });
});
