import { fireEvent, render, screen } from '@testing-library/react';
import { DndContext } from '@dnd-kit/core';
import { MemoryRouter } from '@haru/router';
import type { CalendarEvent } from '@haru/contracts';
import { AllDayCell } from './day-column';

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
