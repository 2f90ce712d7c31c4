import type { CalendarEvent } from '@haru/contracts';
import { weekBars } from './week-bars';

const project = (id: string, date: string, end: string): CalendarEvent =>
  ({ id: `project-${id}`, type: 'project', source_id: id, title: id, date, end_date: end, completed: false, time: null, status: null });
const WEEK = ['2025-05-11', '2025-05-12', '2025-05-13', '2025-05-14', '2025-05-15', '2025-05-16', '2025-05-17'];
const shape = (bars: ReturnType<typeof weekBars>) => bars.map((b) => [b.event.title, b.start, b.span, b.lane, b.continuesBefore, b.continuesAfter]);

describe('project bars of a week row', () => {
  it('when a project spans days, then it is one bar from its first to its last day in the week, clipped at the edges', () => {
    expect(shape(weekBars([project('가', '2025-05-13', '2025-05-15')], WEEK))).toEqual([['가', 2, 3, 0, false, false]]);
    expect(shape(weekBars([project('나', '2025-05-01', '2025-05-30')], WEEK))).toEqual([['나', 0, 7, 0, true, true]]);
    expect(shape(weekBars([project('다', '2025-05-16', '2025-05-16')], WEEK))).toEqual([['다', 5, 1, 0, false, false]]);
  });

  it('when projects overlap, then each takes the lowest free lane; one that starts after another ends reuses its lane', () => {
    const bars = weekBars([
      project('늦게', '2025-05-16', '2025-05-20'),
      project('겹침', '2025-05-12', '2025-05-14'),
      project('처음', '2025-05-11', '2025-05-13'),
    ], WEEK);
    expect(shape(bars)).toEqual([['처음', 0, 3, 0, false, false], ['겹침', 1, 3, 1, false, false], ['늦게', 5, 2, 0, false, true]]);
  });

  it('when an event is not a project or lies outside the week, then it has no bar', () => {
    const meeting = { ...project('회의', '2025-05-12', '2025-05-12'), type: 'meeting' as const };
    expect(weekBars([meeting, project('지난', '2025-05-01', '2025-05-10'), project('다음', '2025-05-18', '2025-05-19')], WEEK)).toEqual([]);
  });
});
