import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from '@haru/router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { CalendarEvent } from '@haru/contracts';
import { CalendarPage } from './calendar-page';

// UI state of repeating to-dos in the week view; GET /api/calendar's projections are tested in the API suite
// (calendar.repeats.test.ts). The clock is fixed to Wednesday 2025-05-14 12:00 in Seoul.
const answer = (status: number, body: unknown) => ({ ok: status < 400, status, json: async () => body });
const base = { type: 'todo' as const, source_id: 'r1', title: '주간보고', end_date: null, completed: false, time: '10:00', status: 'pending', repeat: '매주 월요일' };
const EVENTS: CalendarEvent[] = [
  { ...base, id: 'todo-r1', date: '2025-05-12' },
  { ...base, id: 'todo-r1@2025-05-19', date: '2025-05-19', projected: true },
];

beforeEach(() => {
  localStorage.clear();
  jest.useFakeTimers({ now: new Date('2025-05-14T03:00:00Z'), doNotFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'setImmediate', 'queueMicrotask', 'nextTick', 'requestAnimationFrame'] });
  localStorage.setItem('access_token', 'a.e30.s');
  localStorage.setItem('refresh_token', 'r');
  localStorage.setItem('username', 'minji');
  localStorage.setItem('haru.calendar.view:minji', JSON.stringify('week'));
  global.fetch = jest.fn(async (url: string) => {
    if (url.includes('/api/calendar')) return answer(200, { from: '', to: '', events: EVENTS, holidays: [] });
    if (url.includes('/api/holidays')) return answer(200, { year: 2025, holidays: [] });
    if (url.includes('/api/user/calendar-settings')) return answer(200, { lunar_labels: false });
    return answer(404, { detail: '없음' });
  }) as unknown as typeof fetch;
});
afterEach(() => { jest.useRealTimers(); });

describe('repeating to-dos on the calendar', () => {
  it('when a week shows a repeating to-do and its next occurrence, then both carry ↻, only the real one can be moved, both link to the series\' to-do', async () => {
    render(<QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}><MemoryRouter><CalendarPage /></MemoryRouter></QueryClientProvider>);
    const grid = await screen.findByTestId('time-grid');
    const items = await within(grid).findAllByRole('link', { name: /주간보고/ });
    expect(items).toHaveLength(1); // this week: the real one
    expect(within(items[0]).getByRole('img', { name: '반복: 매주 월요일' })).toHaveTextContent('↻');
    expect(items[0]).toHaveAttribute('aria-roledescription', '옮길 수 있는 일정');
    expect(items[0]).toHaveAttribute('href', '/todo/r1');
    fireEvent.click(screen.getByRole('button', { name: '다음 주' }));
    const next = await within(await screen.findByTestId('time-grid')).findByRole('link', { name: /주간보고/ });
    expect(next).toHaveAttribute('data-projected', 'true');
    expect(next).not.toHaveAttribute('aria-roledescription');
    expect(next).toHaveAttribute('href', '/todo/r1');
    expect(within(next).getByRole('img', { name: '반복: 매주 월요일' })).toBeInTheDocument();
  });
});
