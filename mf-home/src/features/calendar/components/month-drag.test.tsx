import { KeyboardCode, type KeyboardCoordinateGetter } from '@dnd-kit/core';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from '@haru/router';
import type { CalendarEvent } from '@haru/contracts';
import { byCell, dropTarget, keyboardCell } from './calendar-dnd';
import { DayPanel } from './day-panel';

// The month grid's drag rules; the drag itself (pointer and keyboard, saved through the API) is driven in Chromium
// by e2e/tests/calendar-create.e2e.test.ts.
const meeting: CalendarEvent = { id: 'meeting-m1', type: 'meeting', source_id: 'm1', title: '주간 회의', date: '2025-05-14', end_date: null, completed: false, time: '10:00', status: null };
const todo: CalendarEvent = { ...meeting, id: 'todo-t1', type: 'todo', source_id: 't1', title: '보고서', time: null, status: 'pending' };
const project: CalendarEvent = { ...meeting, id: 'project-p1', type: 'project', source_id: 'p1', title: '개편', time: null, end_date: '2025-05-20' };

/** Month cells 80 × 100 px, Sunday 2025-05-11 at (0, 0). */
const cells = new Map(Array.from({ length: 14 }, (_, i) => {
  const date = `2025-05-${String(11 + i).padStart(2, '0')}`;
  return [`month:${date}`, { left: (i % 7) * 80, top: Math.floor(i / 7) * 100, width: 80, height: 100 }];
}));
const task: CalendarEvent = { ...project, id: 'task-k1', type: 'task', source_id: 'k1', title: '설계', project_id: 'p1', project_title: '개편' };
const press = (code: string, data: Record<string, unknown> = { event: meeting }) => {
  const key = new KeyboardEvent('keydown', { code, cancelable: true });
  const context = { active: { data: { current: data } }, over: null, droppableRects: cells };
  return byCell(key, { active: 'cell:meeting-m1', currentCoordinates: { x: 0, y: 0 }, context } as unknown as Parameters<KeyboardCoordinateGetter>[1]);
};

describe('dragging in the month grid', () => {
  it('when dropped on a month cell, then the item keeps its own time (a to-do without one stays all day)', () => {
    expect(dropTarget({ date: '2025-05-20', kind: 'month' }, 0, 0, meeting)).toEqual({ date: '2025-05-20', time: '10:00' });
    expect(dropTarget({ date: '2025-05-20', kind: 'month' }, 0, 0, todo)).toEqual({ date: '2025-05-20', time: null });
  });

  it('when arrows are pressed, then the item steps a day (← →) or a week (↑ ↓) from the cell the keys reached, and stays at the grid\'s edge', () => {
    keyboardCell.date = null;
    expect(press(KeyboardCode.Right)).toEqual({ x: 4 * 80 + 4, y: 4 }); // from its own day, 05-14
    expect(press(KeyboardCode.Down)).toEqual({ x: 4 * 80 + 4, y: 104 }); // 05-22
    expect(press(KeyboardCode.Left)).toEqual({ x: 3 * 80 + 4, y: 104 }); // 05-21
    expect(press(KeyboardCode.Up)).toEqual({ x: 3 * 80 + 4, y: 4 }); // 05-14
    expect(press(KeyboardCode.Left)).toEqual({ x: 2 * 80 + 4, y: 4 }); // 05-13
    expect(press(KeyboardCode.Up)).toBeUndefined(); // 05-06 is not in the grid
    expect(keyboardCell.date).toBe('2025-05-13');
    expect(press('KeyA')).toBeUndefined();
  });

  it('when a project is picked up from the day list of a later day of its span, then the keys step from that day, not its start', () => {
    keyboardCell.date = null;
    expect(press(KeyboardCode.Right, { event: project, from: '2025-05-18' })).toEqual({ x: 1 * 80 + 4, y: 104 }); // 05-19
    expect(keyboardCell.date).toBe('2025-05-19');
  });

  it('when the day list is shown with the month, then its to-dos, meetings and projects can be picked up, WBS tasks not', () => {
    render(<MemoryRouter><DayPanel date="2025-05-14" events={[todo, meeting, project, task]} holidays={[]} creating={null} onCreate={() => undefined} onCloseCreate={() => undefined} movable /></MemoryRouter>);
    const described = (name: string) => screen.getByRole('link', { name }).getAttribute('aria-roledescription');
    expect([described('보고서'), described('주간 회의'), described('개편'), described('설계')]).toEqual(['옮길 수 있는 일정', '옮길 수 있는 일정', '옮길 수 있는 프로젝트 기간', null]);
  });
});
