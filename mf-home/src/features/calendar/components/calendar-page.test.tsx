import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from '@haru/router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { CalendarPage } from './calendar-page';

// UI-state test: the network answers are faked (the API computes them in api/src/modules/holidays; the e2e home
// test reads them from the real server). The clock is fixed to 2025-05-14 in Seoul.
const fetchMock = jest.fn();
let lunarSetting = false;
const answer = (status: number, body: unknown) => ({ ok: status < 400, status, json: async () => body });
const HOLIDAYS_2025 = [
  { date: '2025-05-05', name: '어린이날', kind: 'regular' }, { date: '2025-05-05', name: '부처님오신날', kind: 'regular' },
  { date: '2025-05-06', name: '대체공휴일', kind: 'substitute' }, { date: '2025-06-06', name: '현충일', kind: 'regular' },
];

beforeEach(() => {
  lunarSetting = false;
  jest.useFakeTimers({ now: new Date('2025-05-14T03:00:00Z'), doNotFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'setImmediate', 'queueMicrotask', 'nextTick'] });
  localStorage.setItem('access_token', 'a.e30.s');
  localStorage.setItem('refresh_token', 'r');
  global.fetch = fetchMock as unknown as typeof fetch;
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (url: string) => {
    if (url.includes('/api/holidays?year=2025')) return answer(200, { year: 2025, holidays: HOLIDAYS_2025 });
    if (url.includes('/api/calendar')) return answer(200, { from: '', to: '', events: [], holidays: [] });
    if (url.includes('/api/user/calendar-settings')) return answer(200, { lunar_labels: lunarSetting });
    return answer(404, { detail: '없음' });
  });
});
afterEach(() => { jest.useRealTimers(); });

const renderPage = () =>
  render(<QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}><MemoryRouter><CalendarPage /></MemoryRouter></QueryClientProvider>);

describe('CalendarPage holidays and lunar labels', () => {
  it('when the month is shown, then the holidays come from GET /api/holidays for the grid\'s year and are named in the cells', async () => {
    renderPage();
    const substitute = await screen.findByRole('button', { name: /^6 대체공휴일.*, 2025-05-06, / });
    expect(within(substitute).getByTestId('holiday-name')).toHaveTextContent('대체공휴일');
    expect(within(screen.getByRole('button', { name: /, 2025-05-05, / })).getByTestId('holiday-name')).toHaveTextContent('어린이날 · 부처님오신날');
    expect(within(screen.getByRole('button', { name: /, 2025-06-06, / })).getByTestId('holiday-name')).toHaveTextContent('현충일');
    const asked = fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.includes('/api/holidays'));
    expect(asked).toEqual([expect.stringContaining('/api/holidays?year=2025')]);
  });

  it('when lunar labels are off (the default), then no day shows one', async () => {
    renderPage();
    await screen.findByRole('button', { name: /^6 대체공휴일.*, 2025-05-06, / });
    expect(screen.queryAllByTestId('lunar-label')).toEqual([]);
  });

  it('when the user turned lunar labels on, then each day shows its lunar date and 윤달 days are marked 윤', async () => {
    lunarSetting = true;
    jest.setSystemTime(new Date('2025-07-20T03:00:00Z')); // 2025 has 윤6월: 2025-07-25 … 2025-08-22
    renderPage();
    const leapStart = await screen.findByRole('button', { name: /^25 음 윤6\.1, 2025-07-25, / });
    expect(within(leapStart).getByTestId('lunar-label')).toHaveTextContent('음 윤6.1');
    expect(within(screen.getByRole('button', { name: /, 2025-07-24, / })).getByTestId('lunar-label')).toHaveTextContent('음 6.30');
    expect(within(screen.getByRole('button', { name: /, 2025-08-01, / })).getByTestId('lunar-label')).toHaveTextContent('음 윤6.8');
    expect(within(screen.getByRole('button', { name: /, 2025-07-24, / })).getByTestId('lunar-label')).not.toHaveClass('leap');
    expect(within(leapStart).getByTestId('lunar-label')).toHaveClass('leap');
    expect(screen.getAllByTestId('lunar-label')).toHaveLength(42);
  });
});
