import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from '@haru/router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { CalendarEvent } from '@haru/contracts';
import { CalendarPage } from './calendar-page';
import { HOUR_PX } from '../lib/time-layout';

// UI-state test of the week and 3-day views: the network answers are faked (GET /api/calendar and /api/holidays are
// tested in the API and by e2e). The clock is fixed to Wednesday 2025-05-14 12:00 in Seoul.
const fetchMock = jest.fn();
let lunarSetting = false;
const answer = (status: number, body: unknown) => ({ ok: status < 400, status, json: async () => body });
const ev = (id: string, type: CalendarEvent['type'], date: string, time: string | null, extra: Partial<CalendarEvent> = {}): CalendarEvent =>
  ({ id: `${type}-${id}`, type, source_id: id, title: id, date, end_date: null, completed: false, time, status: null, ...extra });
const EVENTS = [
  ev('주간 회의', 'meeting', '2025-05-14', '10:30'), ev('보고서', 'todo', '2025-05-14', null), ev('발표 준비', 'todo', '2025-05-15', '15:00'),
  ev('개편', 'project', '2025-05-12', null, { end_date: '2025-05-20' }), ev('임원 회의', 'meeting', '2025-05-07', '09:00'), ev('메모', 'todo', '2025-05-07', null),
];

beforeEach(() => {
  localStorage.clear();
  lunarSetting = false;
  jest.useFakeTimers({ now: new Date('2025-05-14T03:00:00Z'), doNotFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'setImmediate', 'queueMicrotask', 'nextTick', 'requestAnimationFrame'] });
  localStorage.setItem('access_token', 'a.e30.s');
  localStorage.setItem('refresh_token', 'r');
  localStorage.setItem('username', 'minji');
  global.fetch = fetchMock as unknown as typeof fetch;
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (url: string) => {
    if (url.includes('/api/holidays?year=2025')) return answer(200, { year: 2025, holidays: [{ date: '2025-05-05', name: '어린이날', kind: 'regular' }, { date: '2025-05-06', name: '대체공휴일', kind: 'substitute' }] });
    if (url.includes('/api/calendar')) return answer(200, { from: '', to: '', events: EVENTS, holidays: [] });
    if (url.includes('/api/user/calendar-settings')) return answer(200, { lunar_labels: lunarSetting });
    return answer(404, { detail: '없음' });
  });
});
afterEach(() => { jest.useRealTimers(); });

const renderPage = () =>
  render(<QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}><MemoryRouter><CalendarPage /></MemoryRouter></QueryClientProvider>);
const headings = () => Array.from(screen.getByTestId('time-grid').querySelectorAll<HTMLElement>('button[data-date]')).map((b) => b.dataset.date);

describe('calendar week and 3-day views', () => {
  it('when 주 is chosen, then the Sunday-first week shows timed items by time, all-day ones on top, the project as a bar, the now line; the choice is remembered', async () => {
    lunarSetting = true;
    const first = renderPage();
    fireEvent.click(await screen.findByRole('radio', { name: '주' }));
    expect(headings()).toEqual(['2025-05-11', '2025-05-12', '2025-05-13', '2025-05-14', '2025-05-15', '2025-05-16', '2025-05-17']);
    const meeting = await within(screen.getByTestId('time-grid')).findByRole('link', { name: /주간 회의/ });
    expect(meeting).toHaveAttribute('data-testid', 'timed-event');
    expect(meeting.style.top).toBe(`${10.5 * HOUR_PX}px`);
    expect(meeting.closest('[data-day]')).toHaveAttribute('data-day', '2025-05-14');
    expect(within(screen.getByTestId('all-day')).getByRole('link', { name: /보고서/ })).toBeInTheDocument();
    expect(screen.getByTestId('project-bar')).toHaveStyle({ gridColumn: '3 / span 6' });
    const now = screen.getByTestId('now-line');
    expect(now.closest('[data-day]')).toHaveAttribute('data-day', '2025-05-14');
    expect(now.style.top).toBe(`${12 * HOUR_PX}px`);
    expect((await within(screen.getByTestId('time-grid')).findAllByTestId('lunar-label'))[3]).toHaveTextContent('음 4.17');
    first.unmount();
    renderPage();
    expect(await screen.findByRole('radio', { name: '주' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByTestId('time-grid')).toBeInTheDocument();
  });

  it('when the clock moves on, then the current-time line follows it', async () => {
    jest.useFakeTimers({ now: new Date('2025-05-14T03:00:00Z'), doNotFake: ['setTimeout', 'clearTimeout', 'setImmediate', 'queueMicrotask', 'nextTick', 'requestAnimationFrame'] });
    localStorage.setItem('haru.calendar.view:minji', JSON.stringify('days3'));
    renderPage();
    expect((await screen.findByTestId('now-line')).style.top).toBe(`${12 * HOUR_PX}px`);
    await act(() => jest.advanceTimersByTimeAsync(90 * 60_000));
    expect(screen.getByTestId('now-line').style.top).toBe(`${13.5 * HOUR_PX}px`);
  });

  it('when using the keyboard, then arrows move the day (into the next period), PageUp/PageDown the period, T today, M/W/D the view', async () => {
    renderPage();
    const main = (await screen.findByRole('radio', { name: '3일' })).closest('div[class]') as HTMLElement;
    fireEvent.click(screen.getByRole('radio', { name: '3일' }));
    expect(headings()).toEqual(['2025-05-14', '2025-05-15', '2025-05-16']);
    const day = screen.getByRole('button', { name: /, 2025-05-14, / });
    day.focus();
    fireEvent.keyDown(day, { key: 'ArrowRight' });
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowRight' });
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowRight' });
    expect(headings()).toEqual(['2025-05-17', '2025-05-18', '2025-05-19']);
    expect(document.activeElement).toHaveAttribute('data-date', '2025-05-17');
    expect(screen.getByTestId('day-panel')).toHaveTextContent('2025년 5월 17일');
    fireEvent.keyDown(document.activeElement as Element, { key: 'PageUp' });
    expect(headings()).toEqual(['2025-05-14', '2025-05-15', '2025-05-16']);
    fireEvent.keyDown(document.activeElement as Element, { key: 'PageDown' });
    fireEvent.keyDown(document.activeElement as Element, { key: 'PageDown' });
    expect(headings()).toEqual(['2025-05-20', '2025-05-21', '2025-05-22']);
    expect(document.activeElement).toHaveAttribute('data-date'); // the focus stays on a heading as the period changes
    fireEvent.keyDown(document.activeElement as Element, { key: 't', code: 'KeyT' });
    expect(headings()).toEqual(['2025-05-14', '2025-05-15', '2025-05-16']);
    fireEvent.keyDown(main, { key: 'w', code: 'KeyW' });
    expect(headings()).toHaveLength(7);
    fireEvent.keyDown(main, { key: 'ㅡ', code: 'KeyM' }); // Hangul layout: the same key
    expect(screen.queryByTestId('time-grid')).toBeNull();
    expect(screen.getAllByRole('button', { name: /^\d+.*, 2025-\d\d-\d\d, / })).toHaveLength(42);
  });

  it('when a week holds holidays, then their headings name them, the substitute day too', async () => {
    jest.setSystemTime(new Date('2025-05-06T03:00:00Z'));
    localStorage.setItem('haru.calendar.view:minji', JSON.stringify('week'));
    renderPage();
    const substitute = await screen.findByRole('button', { name: /^6 대체공휴일.*, 2025-05-06, / });
    expect(within(substitute).getByTestId('holiday-name')).toHaveTextContent('대체공휴일');
    expect(within(screen.getByRole('button', { name: /, 2025-05-05, / })).getByTestId('holiday-name')).toHaveTextContent('어린이날');
  });

  it('when 회의 and 공휴일 are switched off, then meetings and holiday names are hidden, and the choice is kept for this user', async () => {
    jest.setSystemTime(new Date('2025-05-06T03:00:00Z'));
    localStorage.setItem('haru.calendar.view:minji', JSON.stringify('week'));
    const first = renderPage();
    const grid = await screen.findByTestId('time-grid');
    await within(grid).findByRole('link', { name: /임원 회의/ });
    await within(grid).findAllByTestId('holiday-name');
    fireEvent.click(screen.getByRole('checkbox', { name: '회의' }));
    fireEvent.click(screen.getByRole('checkbox', { name: '공휴일' }));
    expect(within(grid).queryByRole('link', { name: /임원 회의/ })).toBeNull();
    expect(within(grid).getByRole('link', { name: /메모/ })).toBeInTheDocument();
    expect(within(grid).queryAllByTestId('holiday-name')).toEqual([]);
    first.unmount();
    renderPage();
    expect(await screen.findByRole('checkbox', { name: '회의' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: '할일' })).toBeChecked();
    localStorage.setItem('username', 'another');
    cleanup();
    renderPage();
    expect(await screen.findByRole('checkbox', { name: '회의' })).toBeChecked();
  });
});
