import { act, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { calendarKeys } from '@haru/api-client';
import type { CalendarEvent, CalendarResponse } from '@haru/contracts';
import { ToastProvider } from '@haru/ui-kit';
import { useReschedule } from './use-reschedule';
import { dropTarget } from '../components/calendar-dnd';
import { HOUR_PX } from '../lib/time-layout';

// The hook against a faked network (the PUT bodies are what the API's own tests accept): optimistic move,
// rollback with a Korean toast, undo.
const fetchMock = jest.fn();
const answer = (status: number, body: unknown) => ({ ok: status < 400, status, json: async () => body, headers: new Headers() });
const todo: CalendarEvent = { id: 'todo-t1', type: 'todo', source_id: 't1', title: '보고서', date: '2025-05-14', end_date: null, completed: false, time: '09:00', status: 'pending' };
const KEY = calendarKeys.range('2025-04-27', '2025-06-07');
let client: QueryClient;
let api: ReturnType<typeof useReschedule>;

function Harness() {
  api = useReschedule();
  return <p data-testid="undo">{api.undoable ?? ''}</p>;
}
/** The API answers when the test says so, so the optimistic state can be seen before it. */
function answerLater(status: number, body: unknown) {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => { release = resolve; });
  fetchMock.mockImplementation(async () => { await gate; return answer(status, body); });
  return () => act(release);
}
const cached = () => client.getQueryData<CalendarResponse>(KEY)?.events[0];
const puts = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT').map(([url, init]) => [String(url), JSON.parse(init.body)]);

beforeEach(() => {
  localStorage.setItem('access_token', 'a.e30.s');
  localStorage.setItem('refresh_token', 'r');
  global.fetch = fetchMock as unknown as typeof fetch;
  fetchMock.mockReset();
  client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } } });
  client.setQueryData(KEY, { from: '2025-04-27', to: '2025-06-07', events: [todo], holidays: [] });
  render(<QueryClientProvider client={client}><ToastProvider><Harness /></ToastProvider></QueryClientProvider>);
});

describe('moving an item on the calendar', () => {
  it('when the API saves it, then it moves at once, the PUT carries the new date and time, and undo moves it back', async () => {
    const release = answerLater(200, { ...todo, id: 't1' });
    act(() => api.move(todo, { date: '2025-05-15', time: '14:30' }));
    await waitFor(() => expect(cached()).toMatchObject({ date: '2025-05-15', time: '14:30' }));
    release();
    await waitFor(() => expect(screen.getByTestId('undo')).toHaveTextContent("'보고서' 일정을 옮겼습니다."));
    expect(puts()).toEqual([[expect.stringMatching(/\/api\/todos\/t1$/), { due_date: '2025-05-15', due_time: '14:30' }]]);
    act(() => api.undo());
    await waitFor(() => expect(screen.getByTestId('undo')).toHaveTextContent(''));
    expect(puts()[1][1]).toEqual({ due_date: '2025-05-14', due_time: '09:00' });
    expect(await screen.findByText('일정을 원래대로 되돌렸습니다.')).toBeInTheDocument();
  });

  it('when the API refuses, then the item goes back to its day and a Korean toast says so', async () => {
    const release = answerLater(500, { title: '서버 오류', status: 500 });
    act(() => api.move(todo, { date: '2025-05-16', time: null }));
    await waitFor(() => expect(cached()).toMatchObject({ date: '2025-05-16', time: null }));
    release();
    expect(await screen.findByText('일정을 옮기지 못했습니다. 잠시 후 다시 시도해주세요.')).toBeInTheDocument();
    expect(cached()).toMatchObject({ date: '2025-05-14', time: '09:00' });
    expect(screen.getByTestId('undo')).toHaveTextContent('');
  });
});

describe('moving a project bar', () => {
  const project: CalendarEvent = { id: 'project-p1', type: 'project', source_id: 'p1', title: '개편', date: '2025-05-12', end_date: '2025-05-20', completed: false, time: null, status: 'in_progress' };
  const stored = { id: 'p1', title: '개편', description: '설명', start_date: '2025-05-12', end_date: '2025-05-20', status: 'in_progress', progress: 40, progress_source: 'tasks', manual_progress: 0, created_at: '', updated_at: '' };
  beforeEach(() => act(() => client.setQueryData(KEY, { from: '2025-04-27', to: '2025-06-07', events: [project], holidays: [] })));

  it('when moved two days on, then start and end move together at once, the PUT sends the whole project with both dates shifted, and undo moves it back', async () => {
    let current = stored;
    fetchMock.mockImplementation(async (_url: string, init?: RequestInit) => {
      if (init?.method === 'PUT') current = { ...current, ...JSON.parse(String(init.body)) };
      return answer(200, current);
    });
    act(() => api.move(project, { date: '2025-05-14', time: null }));
    await waitFor(() => expect(cached()).toMatchObject({ date: '2025-05-14', end_date: '2025-05-22' }));
    await waitFor(() => expect(screen.getByTestId('undo')).toHaveTextContent("'개편' 일정을 옮겼습니다."));
    expect(puts()).toEqual([[expect.stringMatching(/\/api\/wbs\/projects\/p1$/), { title: '개편', description: '설명', status: 'in_progress', start_date: '2025-05-14', end_date: '2025-05-22' }]]);
    act(() => api.undo());
    await waitFor(() => expect(screen.getByTestId('undo')).toHaveTextContent(''));
    expect(puts()[1][1]).toMatchObject({ start_date: '2025-05-12', end_date: '2025-05-20' });
    expect(cached()).toMatchObject({ date: '2025-05-12', end_date: '2025-05-20' });
  });

  it('when the API refuses the move, then the bar goes back and the API\'s Korean text is the toast', async () => {
    fetchMock.mockImplementation(async (_url: string, init?: RequestInit) =>
      (init?.method === 'PUT' ? answer(409, { title: '충돌', status: 409, detail: '다른 작업이 이 프로젝트를 바꾸는 중입니다.' }) : answer(200, stored)));
    act(() => api.move(project, { date: '2025-05-11', time: null }));
    expect(await screen.findByText('다른 작업이 이 프로젝트를 바꾸는 중입니다.')).toBeInTheDocument();
    expect(cached()).toMatchObject({ date: '2025-05-12', end_date: '2025-05-20' });
    expect(screen.getByTestId('undo')).toHaveTextContent('');
  });
});

describe('where a drop lands', () => {
  it('when dropped in the hours, then the item\'s top edge gives the time in 15-minute steps within the day; in the all-day row no time', () => {
    expect(dropTarget({ date: '2025-05-15', kind: 'time' }, 1000 + 10.3 * HOUR_PX, 1000)).toEqual({ date: '2025-05-15', time: '10:15' });
    expect(dropTarget({ date: '2025-05-15', kind: 'time' }, 900, 1000)).toEqual({ date: '2025-05-15', time: '00:00' });
    expect(dropTarget({ date: '2025-05-15', kind: 'time' }, 1000 + 25 * HOUR_PX, 1000)).toEqual({ date: '2025-05-15', time: '23:45' });
    expect(dropTarget({ date: '2025-05-15', kind: 'day' }, 5, 0)).toEqual({ date: '2025-05-15', time: null });
  });
});
