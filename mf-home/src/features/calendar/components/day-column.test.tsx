import { createEvent, fireEvent, render, screen } from '@testing-library/react';
import { DndContext } from '@dnd-kit/core';
import { MemoryRouter, Route, Routes, useNavigate } from '@haru/router';
import type { CalendarEvent } from '@haru/contracts';
import { AllDayCell, DayColumn } from './day-column';
import { GridNavigate } from './drag-parts';

// The week's all-day cell with a long list (the 10,000-item user has ~40 undated-time to-dos a day).
const todo = (n: number, date: string, time: string | null = null): CalendarEvent =>
  ({ id: `todo-${date}-${n}`, type: 'todo', source_id: `${n}`, title: `할일 ${n}`, date, end_date: null, completed: false, time, status: null });
const day = (date: string) => [...Array.from({ length: 6 }, (_, i) => todo(i + 1, date)), todo(9, date, '10:00')];
const cell = (date: string) => (
  <MemoryRouter><DndContext><AllDayCell date={date} events={day(date)} column={0} lanes={0} /></DndContext></MemoryRouter>
);
const titles = () => screen.getAllByTestId('all-day-event').map((a) => a.textContent);

describe('the all-day cell of the week', () => {
  it('when a day has more than three to-dos without a time, then it shows three and +N 더보기, which opens every one as a link and moves the focus to the first revealed', () => {
    const view = render(cell('2025-05-14'));
    expect(titles()).toEqual(['할일 1', '할일 2', '할일 3']);
    const more = screen.getByRole('button', { name: '+3 더보기' });
    more.focus();
    fireEvent.click(more);
    expect(titles()).toEqual(['할일 1', '할일 2', '할일 3', '할일 4', '할일 5', '할일 6']);
    expect(screen.getAllByTestId('all-day-event')[3]).toHaveFocus();
    expect(screen.getAllByTestId('all-day-event')[3]).toHaveAttribute('aria-roledescription', '옮길 수 있는 일정');
    expect(screen.queryByTestId('all-day-more')).toBeNull();

    // The next period (the cell keeps its place in the row) starts folded again.
    view.rerender(cell('2025-05-21'));
    expect(titles()).toEqual(['할일 1', '할일 2', '할일 3']);
    expect(screen.getByTestId('all-day-more')).toHaveTextContent('+3 더보기');
  });
});

function Grid() {
  const navigate = useNavigate();
  return (
    <GridNavigate.Provider value={navigate}>
      <DndContext>
        <DayColumn date="2025-05-14" events={[todo(1, '2025-05-14', '10:00')]} nowTime={null} slotStop={null} onPick={() => undefined} onArrow={() => undefined} />
      </DndContext>
    </GridNavigate.Provider>
  );
}

describe('a timed item of the week', () => {
  it('when clicked, then the app opens its screen; a click a drag swallowed (default prevented) stays on the calendar', () => {
    render(
      <MemoryRouter initialEntries={['/calendar']}>
        <Routes><Route path="/calendar" element={<Grid />} /><Route path="/todo/:id" element={<p>할일 화면</p>} /></Routes>
      </MemoryRouter>,
    );
    const item = screen.getByRole('link', { name: /할일 1/ });
    expect(item).toHaveAttribute('href', '/todo/1');
    const swallowed = createEvent.click(item);
    swallowed.preventDefault();
    fireEvent(item, swallowed);
    expect(screen.queryByText('할일 화면')).toBeNull();
    fireEvent.click(item);
    expect(screen.getByText('할일 화면')).toBeInTheDocument();
  });
});

describe('a day column at a period switch', () => {
  const meeting = (n: number, date: string, time: string): CalendarEvent =>
    ({ id: `meeting-${date}-${n}`, type: 'meeting', source_id: `m${n}`, title: `회의 ${n}`, date, end_date: null, completed: false, time, status: null });
  const column = (date: string, events: CalendarEvent[]) => (
    <MemoryRouter><DndContext><DayColumn date={date} events={events} nowTime={null} slotStop={null} onPick={() => undefined} onArrow={() => undefined} /></DndContext></MemoryRouter>
  );
  const shown = () => screen.getAllByTestId('timed-event').map((a) => [a.textContent, a.getAttribute('href'), a.style.top, a.style.width, a.dataset.tone]);

  it('when the next day takes the column, then its elements show the new day\'s items (links, times, places, tones), one for one', () => {
    const view = render(column('2025-05-14', [todo(1, '2025-05-14', '09:00'), meeting(2, '2025-05-14', '09:00'), todo(3, '2025-05-14', '13:00')]));
    const before = screen.getAllByTestId('timed-event');
    view.rerender(column('2025-05-21', [meeting(7, '2025-05-21', '08:00'), todo(8, '2025-05-21', '15:30')]));
    expect(shown()).toEqual([
      ['08:00 회의 7', '/meeting/m7', '384px', '100%', 'meeting'],
      ['15:30 할일 8', '/todo/8', '744px', '100%', 'pending'],
    ]);
    // The elements are the first day's, updated in place (keyed by place): a busy week is not drawn from scratch.
    const after = screen.getAllByTestId('timed-event');
    expect([after[0] === before[0], after[1] === before[1]]).toEqual([true, true]);
  });
});
