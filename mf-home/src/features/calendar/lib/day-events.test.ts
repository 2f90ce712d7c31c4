import type { CalendarEvent } from '@haru/contracts';
import { calendarStats, datesOf, dotsFor, eventsByDay, linkOf, toneOf } from './day-events';

function ev(partial: Partial<CalendarEvent> & Pick<CalendarEvent, 'type' | 'date'>): CalendarEvent {
  const id = partial.source_id ?? Math.random().toString(36).slice(2);
  return { id: `${partial.type}-${id}`, source_id: id, title: 'x', end_date: null, completed: false, time: null, status: null, ...partial };
}

describe('calendar events on days', () => {
  it('when an event is a to-do, meeting or project, then its colour follows the legend: meetings and open to-dos differ', () => {
    expect(toneOf(ev({ type: 'todo', date: '2025-01-01', completed: true }))).toBe('completed');
    expect(toneOf(ev({ type: 'todo', date: '2025-01-01' }))).toBe('pending');
    expect(toneOf(ev({ type: 'meeting', date: '2025-01-01' }))).toBe('meeting');
    expect(toneOf(ev({ type: 'project', date: '2025-01-01', completed: true }))).toBe('project');
  });

  it('when a project spans days, then it occupies every day from start to end, clipped to the range', () => {
    const p = ev({ type: 'project', date: '2025-01-30', end_date: '2025-02-02' });
    expect(datesOf(p, '2025-01-01', '2025-01-31')).toEqual(['2025-01-30', '2025-01-31']);
    expect(datesOf(p, '2025-01-26', '2025-03-08')).toEqual(['2025-01-30', '2025-01-31', '2025-02-01', '2025-02-02']);
    expect(datesOf(ev({ type: 'todo', date: '2025-02-01' }), '2025-01-01', '2025-01-31')).toEqual([]);
  });

  it('when a day has five events, then three dots show and +2', () => {
    const list = Array.from({ length: 5 }, () => ev({ type: 'meeting', date: '2025-01-05' }));
    expect(dotsFor(list)).toEqual({ dots: ['meeting', 'meeting', 'meeting'], more: 2 });
    expect(dotsFor(list.slice(0, 2))).toEqual({ dots: ['meeting', 'meeting'], more: 0 });
  });

  it('when grouping, then each day lists to-dos, meetings, projects in that order', () => {
    const map = eventsByDay([
      ev({ type: 'project', date: '2025-01-05', title: '가' }),
      ev({ type: 'meeting', date: '2025-01-05', title: '나', time: '09:00' }),
      ev({ type: 'todo', date: '2025-01-05', title: '다' }),
    ], '2025-01-01', '2025-01-31');
    expect(map.get('2025-01-05')?.map((e) => e.type)).toEqual(['todo', 'meeting', 'project']);
  });

  it('when two events of a kind share a time, then the titles decide in Korean order (가나다, numbers before letters)', () => {
    const map = eventsByDay([
      ev({ type: 'todo', date: '2025-01-05', title: '하루 회고' }),
      ev({ type: 'todo', date: '2025-01-05', title: '2차 보고' }),
      ev({ type: 'todo', date: '2025-01-05', title: '가계부 정리' }),
      ev({ type: 'meeting', date: '2025-01-05', title: '주간 회의', time: '10:00' }),
      ev({ type: 'meeting', date: '2025-01-05', title: '나중 회의', time: '10:00' }),
    ], '2025-01-01', '2025-01-31');
    expect(map.get('2025-01-05')?.map((e) => e.title)).toEqual(['2차 보고', '가계부 정리', '하루 회고', '나중 회의', '주간 회의']);
  });

  it('when computing the four stat cards, then month, completed, today and the next 7 days are counted', () => {
    const events = [
      ev({ type: 'todo', date: '2025-01-10', completed: true }),
      ev({ type: 'todo', date: '2025-01-10' }),
      ev({ type: 'meeting', date: '2025-01-17' }), // today + 7: upcoming
      ev({ type: 'meeting', date: '2025-01-18' }), // today + 8: not upcoming
      ev({ type: 'project', date: '2024-12-20', end_date: '2025-01-12' }), // spans today and next days
      ev({ type: 'todo', date: '2025-02-01' }), // outside the month
    ];
    expect(calendarStats(events, { from: '2025-01-01', to: '2025-01-31' }, '2025-01-10')).toEqual({ total: 5, completed: 1, today: 3, upcoming: 2 });
  });

  it('when linking, then each type opens its own detail screen', () => {
    expect(linkOf(ev({ type: 'todo', date: '2025-01-01', source_id: 'a1' }))).toBe('/todo/a1');
    expect(linkOf(ev({ type: 'meeting', date: '2025-01-01', source_id: 'b2' }))).toBe('/meeting/b2');
    expect(linkOf(ev({ type: 'project', date: '2025-01-01', source_id: 'c3' }))).toBe('/wbs/detail/c3');
  });
});
