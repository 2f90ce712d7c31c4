import { holidayMap, holidaysOf, LUNAR_DATES } from './holidays';

const substitutes = (year: number) => holidaysOf(year).filter((h) => h.substitute).map((h) => h.date);
const namesOn = (year: number, date: string) => holidaysOf(year).filter((h) => h.date === date).map((h) => h.name);

describe('Korean public holidays', () => {
  it('when a year from 2024 to 2030 is asked, then the lunar holidays fall on the KASI dates', () => {
    expect(Object.keys(LUNAR_DATES).map(Number)).toEqual([2024, 2025, 2026, 2027, 2028, 2029, 2030]);
    expect(namesOn(2025, '2025-01-28')).toEqual(['설날']);
    expect(namesOn(2025, '2025-01-29')).toEqual(['설날']);
    expect(namesOn(2025, '2025-01-30')).toEqual(['설날']);
    expect(namesOn(2026, '2026-09-25')).toEqual(['추석']);
    expect(namesOn(2027, '2027-02-07')).toEqual(['설날']); // Korea's new moon, a day after China's
    expect(namesOn(2030, '2030-05-09')).toEqual(['부처님오신날']);
  });

  it('when fixed holidays are listed, then every one is there with its Korean name', () => {
    const names = holidaysOf(2027).filter((h) => !h.substitute).map((h) => h.name);
    for (const name of ['신정', '삼일절', '어린이날', '현충일', '광복절', '개천절', '한글날', '성탄절', '부처님오신날']) {
      expect(names).toContain(name);
    }
    expect(names.filter((n) => n === '설날')).toHaveLength(3);
    expect(names.filter((n) => n === '추석')).toHaveLength(3);
  });

  it.each([
    [2024, ['2024-02-12', '2024-05-06']],
    [2025, ['2025-03-03', '2025-05-06', '2025-10-08']],
    [2026, ['2026-03-02', '2026-05-25', '2026-08-17', '2026-10-05']],
    [2027, ['2027-02-09', '2027-08-16', '2027-10-04', '2027-10-11', '2027-12-27']],
    [2028, ['2028-10-05']],
    [2029, ['2029-05-07', '2029-05-21', '2029-09-24']],
    [2030, ['2030-02-05', '2030-05-06']],
  ])('when the year is %i, then the substitute holidays are %j', (year, expected) => {
    expect(substitutes(year)).toEqual(expected);
  });

  it('when 어린이날 and 부처님오신날 share a weekday (2025-05-05), then both names show and one substitute follows', () => {
    expect(namesOn(2025, '2025-05-05').sort()).toEqual(['부처님오신날', '어린이날']);
    expect(namesOn(2025, '2025-05-06')).toEqual(['대체공휴일']);
    expect(namesOn(2025, '2025-05-07')).toEqual([]);
  });

  it('when 추석 falls on a Saturday (2026), then no substitute is given: that rule covers Sundays only', () => {
    expect(substitutes(2026)).not.toContain('2026-09-28');
  });

  it('when 신정 or 현충일 falls on a weekend, then no substitute is given', () => {
    expect(namesOn(2028, '2028-01-01')).toEqual(['신정']); // a Saturday
    expect(namesOn(2027, '2027-06-06')).toEqual(['현충일']); // a Sunday
    expect(substitutes(2027)).not.toContain('2027-06-07');
  });

  it('when a range spans two years, then holidayMap covers both', () => {
    const map = holidayMap('2024-12-20', '2025-01-31');
    expect(map.get('2024-12-25')).toEqual(['성탄절']);
    expect(map.get('2025-01-01')).toEqual(['신정']);
    expect(map.get('2025-01-29')).toEqual(['설날']);
    expect(map.has('2025-02-01')).toBe(false);
  });
});
