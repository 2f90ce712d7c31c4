import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from '@haru/router';
import type { CalendarEvent } from '@haru/contracts';
import { buildMonthGrid } from '../lib/month-grid';
import { eventsByDay } from '../lib/day-events';
import { holidayMap } from '../lib/holiday-map';
import { MonthView } from './month-view';

const ev = (id: string, type: CalendarEvent['type'], date: string, completed = false, extra: Partial<CalendarEvent> = {}): CalendarEvent =>
  ({ id: `${type}-${id}`, type, source_id: id, title: id, date, end_date: null, completed, time: null, status: null, ...extra });

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

  function renderMonth(selected: string | null = null, list = events, detailed = false) {
    render(<MemoryRouter><MonthView cells={cells} byDay={eventsByDay(list, from, to)} holidays={holidays} today="2025-05-14" selected={selected} onSelect={() => undefined} detailed={detailed} /></MemoryRouter>);
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

  it('when a day has five events, then three coloured dots (meetings apart from open to-dos) and +2, and the day is marked as today', () => {
    renderMonth();
    const day = screen.getByRole('button', { name: '14, 2025-05-14, 일정 5개' });
    expect([...day.querySelectorAll('[data-tone]')].map((d) => d.getAttribute('data-tone'))).toEqual(['completed', 'pending', 'meeting']);
    expect(day).toHaveTextContent('+2');
    expect(day).toHaveAttribute('aria-current', 'date');
    expect(day).toHaveAttribute('tabindex', '0');
  });

  it('when wide, then a day shows titles (a meeting with its time, a completed to-do with a check) and +N 더보기', () => {
    renderMonth(null, [
      ev('보고서', 'todo', '2025-05-14', true), ev('기획안', 'todo', '2025-05-14'),
      ev('주간 회의', 'meeting', '2025-05-14', false, { time: '10:00' }), ev('면접', 'meeting', '2025-05-14', false, { time: '15:00' }),
      ev('회고', 'meeting', '2025-05-14', false, { time: '17:00' }),
    ], true);
    const day = screen.getByRole('button', { name: '14, 2025-05-14, 일정 5개' });
    expect(within(day).getAllByTestId('cell-title').map((t) => [t.textContent, t.getAttribute('data-tone')])).toEqual([
      ['기획안', 'pending'], ['✓보고서', 'completed'], ['10:00주간 회의', 'meeting'],
    ]);
    expect(within(day).getByTestId('cell-more')).toHaveTextContent('+2 더보기');
    expect(day.querySelectorAll('[data-tone="pending"]')).toHaveLength(1);
  });

  it('when wide and a project spans days, then it is one bar per week row, not a mark on every day', () => {
    renderMonth(null, [ev('개편', 'project', '2025-05-08', false, { end_date: '2025-05-13' })], true);
    const bars = screen.getAllByTestId('project-bar');
    expect(bars.map((b) => [b.textContent, b.getAttribute('data-span')])).toEqual([['개편', '3'], ['개편', '3']]);
    expect(bars[0].closest('td')?.querySelector('button')?.dataset.date).toBe('2025-05-08');
    expect(bars[1].closest('td')?.querySelector('button')?.dataset.date).toBe('2025-05-11');
    expect(screen.queryAllByTestId('cell-title')).toEqual([]);
    expect(document.querySelectorAll('[data-tone]')).toHaveLength(0);
  });

  it('when wide and three projects overlap a day, then two bars show and the third counts in +1 더보기', () => {
    const p = (id: string) => ev(id, 'project', '2025-05-12', false, { end_date: '2025-05-13' });
    renderMonth(null, [p('가'), p('나'), p('다')], true);
    expect(screen.getAllByTestId('project-bar')).toHaveLength(2);
    expect(within(screen.getByRole('button', { name: /, 2025-05-12, / })).getByTestId('cell-more')).toHaveTextContent('+1 더보기');
  });
});
