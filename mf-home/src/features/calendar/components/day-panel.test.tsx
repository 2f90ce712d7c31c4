import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from '@haru/router';
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

  it('marks a repeating to-do with ↻ (its rule read aloud); an upcoming occurrence reads 반복 예정 and links to the series\' to-do', () => {
    const repeating = { ...todo('r1', '주간보고', null), repeat: '매주 월요일' };
    const upcoming = { ...todo('r1', '주간보고', null), id: 'todo-r1@2025-03-12', repeat: '매주 월요일', projected: true };
    render(<MemoryRouter><DayPanel date="2025-03-12" events={[repeating, upcoming]} holidays={[]} creating={null} onCreate={() => undefined} onCloseCreate={() => undefined} /></MemoryRouter>);
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['할일↻ 주간보고미완료', '할일↻ 주간보고반복 예정']);
    expect(screen.getAllByRole('img', { name: '반복: 매주 월요일' })).toHaveLength(2);
    expect(screen.getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['/todo/r1', '/todo/r1']);
  });

  it('when an entry of the week view\'s list is clicked, then the app opens its screen (a plain link followed in the app)', () => {
    const panel = <DayPanel date="2025-03-12" events={[todo('a', '회의 준비', '15:00')]} holidays={[]} creating={null} onCreate={() => undefined} onCloseCreate={() => undefined} />;
    render(
      <MemoryRouter initialEntries={['/calendar']}>
        <Routes><Route path="/calendar" element={panel} /><Route path="/todo/:id" element={<p>할일 화면</p>} /></Routes>
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: '회의 준비' });
    expect(link).toHaveAttribute('href', '/todo/a');
    fireEvent.click(link);
    expect(screen.getByText('할일 화면')).toBeInTheDocument();
  });
});
