import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from '@haru/router';
import type { CalendarEvent } from '@haru/contracts';
import { buildMonthGrid } from '../lib/month-grid';
import { eventsByDay } from '../lib/day-events';
import { holidayMap } from '../lib/holiday-map';
import { MonthView } from './month-view';

const ev = (id: string, type: CalendarEvent['type'], date: string, completed = false): CalendarEvent =>
  ({ id: `${type}-${id}`, type, source_id: id, title: id, date, end_date: null, completed, time: null, status: null });

describe('MonthView', () => {
  const cells = buildMonthGrid('2025-05-01');
  const from = cells[0].date;
  const to = cells[41].date;
  // What GET /api/holidays?year=2025 answers for these days (api/src/modules/holidays checks the rules).
  const holidays = holidayMap([
    { date: '2025-05-05', name: '어린이날', kind: 'regular' }, { date: '2025-05-05', name: '부처님오신날', kind: 'regular' },
    { date: '2025-05-06', name: '대체공휴일', kind: 'substitute' }, { date: '2025-06-06', name: '현충일', kind: 'regular' },
  ], from, to);
  const events = [ev('a', 'todo', '2025-05-14', true), ev('b', 'todo', '2025-05-14'), ev('c', 'meeting', '2025-05-14'), ev('d', 'meeting', '2025-05-14'), ev('e', 'meeting', '2025-05-14')];

  function renderMonth(selected: string | null = null) {
    render(<MemoryRouter><MonthView cells={cells} byDay={eventsByDay(events, from, to)} holidays={holidays} today="2025-05-14" selected={selected} onSelect={() => undefined} /></MemoryRouter>);
  }

  it('when May 2025 is shown, then 42 days under 일…토 with holidays named, including the substitute', () => {
    renderMonth();
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['일', '월', '화', '수', '목', '금', '토']);
    expect(screen.getAllByRole('button')).toHaveLength(42);
    const childrensDay = screen.getByRole('button', { name: /, 2025-05-05, / });
    expect(within(childrensDay).getByTestId('holiday-name').textContent).toMatch(/어린이날/);
    expect(within(childrensDay).getByTestId('holiday-name').textContent).toMatch(/부처님오신날/);
    expect(screen.getByRole('button', { name: /^6 대체공휴일.*, 2025-05-06, / })).toBeInTheDocument();
  });

  it('when a day has five events, then three coloured dots and +2, and the day is marked as today', () => {
    renderMonth();
    const day = screen.getByRole('button', { name: '14, 2025-05-14, 일정 5개' });
    expect([...day.querySelectorAll('[data-tone]')].map((d) => d.getAttribute('data-tone'))).toEqual(['completed', 'pending', 'pending']);
    expect(day).toHaveTextContent('+2');
    expect(day).toHaveAttribute('aria-current', 'date');
    expect(day).toHaveAttribute('tabindex', '0');
  });
});
