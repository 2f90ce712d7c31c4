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
