import type { CalendarEvent } from '@haru/contracts';
import { HOUR_PX, placeDay } from './time-layout';
import { periodDays, shiftPeriod } from './period';

const ev = (id: string, type: CalendarEvent['type'], time: string | null): CalendarEvent =>
  ({ id: `${type}-${id}`, type, source_id: id, title: id, date: '2025-05-14', end_date: null, completed: false, time, status: null });
const shape = (list: ReturnType<typeof placeDay>) => list.map((p) => [p.event.title, p.top, p.height, p.column, p.columns]);

describe('time grid layout', () => {
  it('when a meeting and a to-do have times, then they sit at their time, an hour and half an hour long; all-day ones are not placed', () => {
    expect(shape(placeDay([ev('회의', 'meeting', '09:30'), ev('할일', 'todo', '14:00'), ev('종일', 'todo', null), ev('프로젝트', 'project', null)]))).toEqual([
      ['회의', 9.5 * HOUR_PX, HOUR_PX, 0, 1], ['할일', 14 * HOUR_PX, HOUR_PX / 2, 0, 1],
    ]);
  });

  it('when items overlap, then they share the width; a later item that starts after both ends has the full width again', () => {
    const placed = placeDay([ev('가', 'meeting', '10:00'), ev('나', 'meeting', '10:30'), ev('다', 'todo', '11:00'), ev('라', 'meeting', '12:00')]);
    expect(placed.map((p) => [p.event.title, p.column, p.columns])).toEqual([['가', 0, 2], ['나', 1, 2], ['다', 0, 2], ['라', 0, 1]]);
  });

  it('when a meeting starts at 23:30, then it is clipped at midnight', () => {
    expect(placeDay([ev('늦게', 'meeting', '23:30')])[0].height).toBe(HOUR_PX / 2);
  });
});

describe('calendar periods', () => {
  it('when the week view shows a Wednesday, then its Sunday-first week; the 3-day view starts at the day', () => {
    expect(periodDays('week', '2025-05-14')).toEqual(['2025-05-11', '2025-05-12', '2025-05-13', '2025-05-14', '2025-05-15', '2025-05-16', '2025-05-17']);
    expect(periodDays('days3', '2025-12-31')).toEqual(['2025-12-31', '2026-01-01', '2026-01-02']);
  });

  it('when moving a period, then a month goes to the first of the next month, a week by 7 days, three days by 3', () => {
    expect(shiftPeriod('month', '2025-01-31', 1)).toBe('2025-02-01');
    expect(shiftPeriod('week', '2025-05-14', -1)).toBe('2025-05-07');
    expect(shiftPeriod('days3', '2025-05-14', 1)).toBe('2025-05-17');
  });
});
