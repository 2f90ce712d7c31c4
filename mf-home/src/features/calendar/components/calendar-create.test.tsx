import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from '@haru/router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ToastProvider } from '@haru/ui-kit';
import { CalendarPage } from './calendar-page';

// Quick create from an empty slot of the week view. The network answers are faked (POST /api/todos is tested in
// the API, the whole path by e2e/tests/calendar-create.e2e.test.ts). The clock: Wednesday 2025-05-14 12:00 in Seoul.
const fetchMock = jest.fn();
const answer = (status: number, body: unknown) => ({ ok: status < 400, status, json: async () => body, headers: new Headers() });
const posts = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST').map(([url, init]) => [String(url).replace(/^.*\/api/, '/api'), JSON.parse(init.body)]);

beforeEach(() => {
  localStorage.clear();
  jest.useFakeTimers({ now: new Date('2025-05-14T03:00:00Z'), doNotFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'setImmediate', 'queueMicrotask', 'nextTick', 'requestAnimationFrame'] });
  localStorage.setItem('access_token', 'a.e30.s');
  localStorage.setItem('refresh_token', 'r');
  localStorage.setItem('username', 'minji');
  localStorage.setItem('haru.calendar.view:minji', JSON.stringify('week'));
  global.fetch = fetchMock as unknown as typeof fetch;
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (url: string, init?: RequestInit) => {
    if (init?.method === 'POST') return answer(201, { message: 'ok', todo: { id: 'n1' } });
    if (url.includes('/api/holidays')) return answer(200, { year: 2025, holidays: [] });
    if (url.includes('/api/calendar')) return answer(200, { from: '', to: '', events: [], holidays: [] });
    if (url.includes('/api/user/calendar-settings')) return answer(200, { lunar_labels: false });
    return answer(404, { detail: '없음' });
  });
});
afterEach(() => { jest.useRealTimers(); });

const renderPage = () => render(
  <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
    <ToastProvider><MemoryRouter><CalendarPage /></MemoryRouter></ToastProvider>
  </QueryClientProvider>,
);
const slot = (date: string, time: string) => document.querySelector(`[data-slot="${date}T${time}"]`) as HTMLButtonElement;
/** jsdom lays nothing out (every box is at 0): the click's clientY is its place in the day's hours, 48 px an hour. */
const clickAt = (date: string, hours: number) => fireEvent.click(document.querySelector(`[data-slots="${date}"]`) as HTMLElement, { clientY: hours * 48 + 1 });

describe('quick create from an empty slot of the week', () => {
  it('when an empty place of the hours is clicked, then the form opens on that day and half hour with the focus in the title, and Enter saves one timed to-do', async () => {
    renderPage();
    await screen.findByTestId('time-grid');
    expect(slot('2025-05-15', '14:30')).toBeNull();
    clickAt('2025-05-15', 14.5 + 0.4);
    // The grid's one slot button moved there (the form gives it the focus when it closes).
    const target = slot('2025-05-15', '14:30');
    expect(target).toHaveAccessibleName('5월 15일 (목) 14:30에 일정 추가');
    const dialog = await screen.findByRole('dialog', { name: '일정 빠른 추가' });
    expect(dialog).toHaveTextContent('5월 15일 (목) 14:30');
    expect(screen.getByTestId('day-panel')).toHaveTextContent('2025년 5월 15일');
    const title = within(dialog).getByRole('textbox', { name: '제목' });
    expect(title).toHaveFocus();
    fireEvent.change(title, { target: { value: '기획 회의 준비' } });
    fireEvent.submit(title.closest('form') as HTMLFormElement);
    fireEvent.submit(title.closest('form') as HTMLFormElement);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '일정 빠른 추가' })).toBeNull());
    expect(posts()).toEqual([['/api/todos', { title: '기획 회의 준비', due_date: '2025-05-15', due_time: '14:30' }]]);
    expect(target).toHaveFocus();
  });

  it('when using the keyboard, then one slot is in the Tab order, arrows move by half an hour and by day, and Esc gives the focus back', async () => {
    renderPage();
    await screen.findByTestId('time-grid');
    // One slot button in the grid (a plain button: in the Tab order), on 09:00 of the chosen day.
    const slots = () => Array.from(document.querySelectorAll('[data-slot]')).map((b) => b.getAttribute('data-slot'));
    expect(slots()).toEqual(['2025-05-14T09:00']);
    slot('2025-05-14', '09:00').focus();
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowDown' });
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(slot('2025-05-15', '09:30'));
    expect(slots()).toEqual(['2025-05-15T09:30']);
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowUp' });
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowLeft' });
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(slot('2025-05-15', '09:00'));
    fireEvent.click(document.activeElement as Element);
    expect(await screen.findByRole('dialog', { name: '일정 빠른 추가' })).toHaveTextContent('5월 15일 (목) 09:00');
    const title = await screen.findByRole('textbox', { name: '제목' });
    expect(title).toHaveFocus();
    fireEvent.keyDown(title, { key: 'Escape' });
    expect(screen.queryByRole('dialog', { name: '일정 빠른 추가' })).toBeNull();
    expect(document.activeElement).toBe(slot('2025-05-15', '09:00'));
    expect(screen.getByTestId('day-panel')).toHaveTextContent('2025년 5월 15일');
    expect(posts()).toEqual([]);
  });
});
