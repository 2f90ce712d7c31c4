import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from '@haru/router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { CalendarEvent } from '@haru/contracts';
import { CalendarPage } from './calendar-page';
import { buildMonthGrid } from '../lib/month-grid';
import { eventsByDay } from '../lib/day-events';
import { MonthView } from './month-view';

// WBS tasks on the calendar (GET /api/calendar's tasks are tested in the API, the screen in Chromium by
// e2e/tests/calendar-tasks.e2e.test.ts). The network answers are faked; the clock is Wednesday 2025-05-14 in Seoul.
const fetchMock = jest.fn();
const answer = (status: number, body: unknown) => ({ ok: status < 400, status, json: async () => body });
const TASK: CalendarEvent = {
  id: 'task-k1', type: 'task', source_id: 'k1', title: '설계', date: '2025-05-13', end_date: '2025-05-15', completed: false, time: null,
  status: 'in_progress', project_id: 'p1', project_title: '사내 포털',
};
const MEETING: CalendarEvent = { id: 'meeting-m1', type: 'meeting', source_id: 'm1', title: '주간 회의', date: '2025-05-14', end_date: null, completed: false, time: '10:00', status: null };

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
    if (url.includes('/api/calendar')) return answer(200, { from: '', to: '', events: [MEETING, TASK], holidays: [] });
    if (url.includes('/api/user/calendar-settings')) return answer(200, { lunar_labels: false });
    return answer(404, { detail: '없음' });
  });
});
afterEach(() => { jest.useRealTimers(); });

const renderPage = (url = '/calendar') =>
  render(<QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}><MemoryRouter initialEntries={[url]}><CalendarPage /></MemoryRouter></QueryClientProvider>);

describe('WBS tasks on the calendar', () => {
  it('when a day of a task is chosen, then the day list shows it as 작업 with its project and dates, linking into the project', async () => {
    renderPage('/calendar?date=2025-05-14');
    const panel = screen.getByTestId('day-panel');
    const link = await within(panel).findByRole('link', { name: '설계' });
    expect(link).toHaveAttribute('href', '/wbs/detail/p1?task=k1');
    expect(link.closest('li')).toHaveTextContent(/^작업설계사내 포털 · /);
    expect(within(screen.getByRole('list', { name: '범례' })).getByText('작업')).toBeInTheDocument();
  });

  it('when the week is shown, then the task is a bar over its days named with its project', async () => {
    renderPage('/calendar?view=week&date=2025-05-14');
    const bar = await screen.findByTestId('task-bar');
    expect(bar).toHaveTextContent('설계 · 사내 포털');
    expect(bar).toHaveAttribute('href', '/wbs/detail/p1?task=k1');
    expect(bar).toHaveStyle({ gridColumn: '4 / span 3' });
  });

  it('when 작업 is switched off, then tasks go from the list and the URL says so; the choice is remembered for the user', async () => {
    renderPage('/calendar?date=2025-05-14');
    const panel = screen.getByTestId('day-panel');
    await within(panel).findByRole('link', { name: '설계' });
    fireEvent.click(screen.getByRole('checkbox', { name: '작업' }));
    expect(within(panel).queryByRole('link', { name: '설계' })).not.toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: '주간 회의' })).toBeInTheDocument();
    cleanup();
    renderPage('/calendar');
    expect(await screen.findByRole('checkbox', { name: '작업' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: '회의' })).toBeChecked();
  });

  it('when switches were stored before 작업 existed, then they still apply and tasks show', async () => {
    localStorage.setItem('haru.calendar.filters:minji', JSON.stringify({ todo: true, meeting: false, project: true, completed: true, holiday: true }));
    renderPage();
    expect(await screen.findByRole('checkbox', { name: '회의' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: '작업' })).toBeChecked();
  });

  it('when the wide month grid draws a task, then it is a bar (not a title) and takes no pointer, a project\'s bar can be grabbed', () => {
    const cells = buildMonthGrid('2025-05-01');
    const project: CalendarEvent = { ...TASK, id: 'project-p1', type: 'project', source_id: 'p1', title: '사내 포털', date: '2025-05-12', end_date: '2025-05-20' };
    render(<MemoryRouter><MonthView cells={cells} byDay={eventsByDay([TASK, project, MEETING], cells[0].date, cells[41].date)} holidays={new Map()} today="2025-05-14" selected={null} onSelect={() => undefined} detailed /></MemoryRouter>);
    expect(screen.getByTestId('task-bar')).toHaveTextContent('설계 · 사내 포털');
    expect(screen.getByTestId('task-bar')).toHaveAttribute('data-span', '3');
    expect(screen.getAllByTestId('cell-title').map((t) => t.textContent)).toEqual(['10:00주간 회의']);
    expect(screen.getByTestId('task-bar').className).not.toMatch(/movableBar/);
    expect(screen.getAllByTestId('project-bar')[0].className).toMatch(/movableBar/);
  });
});
