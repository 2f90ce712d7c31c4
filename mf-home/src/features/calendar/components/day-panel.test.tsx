import { render, screen } from '@testing-library/react';
import { MemoryRouter } from '@haru/router';
import type { CalendarEvent } from '@haru/contracts';
import { DayPanel } from './day-panel';

const todo = (id: string, title: string, time: string | null): CalendarEvent => ({
  id: `todo-${id}`, type: 'todo', source_id: id, title, date: '2025-03-12', end_date: null, completed: false, time, status: 'pending',
});

describe('DayPanel', () => {
  it('shows a timed to-do with its due time, an all-day one without', () => {
    render(<MemoryRouter><DayPanel date="2025-03-12" events={[todo('a', '종일 할일', null), todo('b', '회의 준비', '15:00')]} holidays={[]} creating={null} onCreate={() => undefined} onCloseCreate={() => undefined} /></MemoryRouter>);
    const items = screen.getAllByRole('listitem').map((li) => li.textContent);
    expect(items).toEqual(['할일종일 할일미완료', '할일회의 준비15:00 · 미완료']);
  });
});
