import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, useLocation } from '@haru/router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { CalendarEvent } from '@haru/contracts';
import { CalendarPage } from './calendar-page';

// The view, date and filters in the URL. The network answers are faked (GET /api/calendar's `category` is tested in
// the API); the clock is fixed to Wednesday 2025-05-14 in Seoul.
const fetchMock = jest.fn();
const answer = (status: number, body: unknown) => ({ ok: status < 400, status, json: async () => body });
const ev = (id: string, type: CalendarEvent['type'], date: string, category: string | null = null): CalendarEvent =>
  ({ id: `${type}-${id}`, type, source_id: id, title: id, date, end_date: null, completed: false, time: null, status: null, category });
const EVENTS = [ev('업무 할일', 'todo', '2025-06-10', 'work'), ev('개인 할일', 'todo', '2025-06-10', 'personal'), ev('회의', 'meeting', '2025-06-10'), ev('그냥 할일', 'todo', '2025-06-10')];

beforeEach(() => {
  localStorage.clear();
  jest.useFakeTimers({ now: new Date('2025-05-14T03:00:00Z'), doNotFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'setImmediate', 'queueMicrotask', 'nextTick', 'requestAnimationFrame'] });
  localStorage.setItem('access_token', 'a.e30.s');
  localStorage.setItem('refresh_token', 'r');
  localStorage.setItem('username', 'minji');
  global.fetch = fetchMock as unknown as typeof fetch;
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (url: string) => {
    if (url.includes('/api/holidays')) return answer(200, { year: 2025, holidays: [] });
    if (url.includes('/api/calendar')) return answer(200, { from: '', to: '', events: EVENTS, holidays: [] });
    if (url.includes('/api/user/calendar-settings')) return answer(200, { lunar_labels: false });
    return answer(404, { detail: '없음' });
  });
});
afterEach(() => { jest.useRealTimers(); });

function Address() {
  const location = useLocation();
  return <output data-testid="address">{location.search}</output>;
}
const renderAt = (url: string) => render(
  <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
    <MemoryRouter initialEntries={[url]}><CalendarPage /><Address /></MemoryRouter>
  </QueryClientProvider>,
);
const listed = () => within(screen.getByTestId('day-panel')).queryAllByRole('link').map((a) => a.textContent);
const headings = () => Array.from(screen.getByTestId('time-grid').querySelectorAll<HTMLElement>('button[data-date]')).map((b) => b.dataset.date);

describe('the calendar in the URL', () => {
  it('when opened from a link, then its view, date, hidden kinds and category apply, and that day is chosen', async () => {
    renderAt('/calendar?view=days3&date=2025-06-10&hide=meeting&category=work');
    await within(screen.getByTestId('day-panel')).findByRole('link', { name: '업무 할일' });
    expect(headings()).toEqual(['2025-06-10', '2025-06-11', '2025-06-12']);
    expect(listed()).toEqual(['업무 할일']);
    expect(screen.getByRole('checkbox', { name: '회의' })).not.toBeChecked();
    expect(screen.getByRole('combobox', { name: '할일 카테고리' })).toHaveValue('work');
  });

  it('when the user changes the view, the period or a filter, then the URL holds the whole state; bad values fall back', async () => {
    renderAt('/calendar?view=bogus&date=2025-13-40&category=none');
    expect(await screen.findByRole('radio', { name: '월' })).toHaveAttribute('aria-checked', 'true');
    fireEvent.change(screen.getByRole('combobox', { name: '할일 카테고리' }), { target: { value: 'personal' } });
    expect(screen.getByTestId('address')).toHaveTextContent('?view=month&date=2025-05-14&hide=&category=personal');
    fireEvent.click(screen.getByRole('button', { name: '다음 달' }));
    fireEvent.click(screen.getByRole('radio', { name: '주' }));
    fireEvent.click(screen.getByRole('checkbox', { name: '공휴일' }));
    expect(screen.getByTestId('address')).toHaveTextContent('?view=week&date=2025-06-01&hide=holiday&category=personal');
    expect(headings()[0]).toBe('2025-06-01');
  });

  it('when the URL has no filters, then this user\'s last choice applies', async () => {
    localStorage.setItem('haru.calendar.category:minji', JSON.stringify('personal'));
    localStorage.setItem('haru.calendar.view:minji', JSON.stringify('days3'));
    renderAt('/calendar?date=2025-06-10');
    await within(screen.getByTestId('day-panel')).findByRole('link', { name: '개인 할일' });
    expect(listed()).toEqual(['개인 할일', '회의']);
    expect(headings()).toEqual(['2025-06-10', '2025-06-11', '2025-06-12']);
  });
});
