import type { Holiday } from '@haru/contracts';
import { holidayMap, yearsOf } from './holiday-map';

const h = (date: string, name: string, kind: Holiday['kind'] = 'regular'): Holiday => ({ date, name, kind });

describe('holiday map', () => {
  it('when holidays of two years are given, then only those inside the range are kept, two names on one date together', () => {
    const map = holidayMap([h('2024-12-25', '성탄절'), h('2025-05-05', '어린이날'), h('2025-05-05', '부처님오신날'), h('2025-05-06', '대체공휴일', 'substitute')], '2024-12-20', '2025-05-05');
    expect([...map.entries()]).toEqual([['2024-12-25', ['성탄절']], ['2025-05-05', ['어린이날', '부처님오신날']]]);
  });

  it('when a range spans a new year, then both years are asked for', () => {
    expect(yearsOf('2024-12-29', '2025-02-08')).toEqual([2024, 2025]);
    expect(yearsOf('2025-03-30', '2025-05-10')).toEqual([2025]);
  });
});
