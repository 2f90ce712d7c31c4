import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { clearSession, setBaseUrl, writeSession } from '@haru/api-client';
import { TODO_MESSAGES } from '@haru/contracts';
import { ToastProvider } from '@haru/ui-kit';
import { ReminderPoller as ReminderToasts } from './reminder-poller';

const token = `h.${btoa(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + 600 }))}.s`;
const reply = (status: number, body: unknown) => ({ ok: status < 300, status, json: async () => body });
const realFetch = global.fetch;

/** A small stand-in for the reminders API: what fired, and what the toast's buttons did to it. */
let due: object[] = [];
let calls: string[] = [];
let todoAnswer: object = {};

beforeAll(() => setBaseUrl('http://api.test'));
beforeEach(() => {
  writeSession({ accessToken: token, refreshToken: 'r', username: '하루' });
  calls = [];
  todoAnswer = {};
  due = [{ id: 'r1', todo_id: 't1', title: '보고서 제출', kind: 'before_10m', fire_at: '2030-05-02T23:50:00.000Z', due_date: '2030-05-03' }];
  global.fetch = (async (url: string, init?: RequestInit) => {
    const path = url.replace('http://api.test', '');
    if (init?.method && init.method !== 'GET') {
      calls.push(`${init.method} ${path} ${init.body ?? ''}`);
      due = [];
    }
    if (path === '/api/reminders/due') return reply(200, due);
    if (path === '/api/todos/t1') return reply(200, todoAnswer);
    return reply(200, { message: 'ok', fire_at: '2030-05-03T00:00:00.000Z' });
  }) as unknown as typeof fetch;
});
afterEach(() => {
  global.fetch = realFetch;
  clearSession();
});

const renderToasts = () => render(<QueryClientProvider client={new QueryClient()}><ReminderToasts /></QueryClientProvider>);

describe('reminder toasts in the open app', () => {
  it('shows a fired reminder with its kind and time in Korea', async () => {
    renderToasts();
    const card = await screen.findByTestId('reminder-toast');
    expect(card).toHaveTextContent('보고서 제출');
    expect(card).toHaveTextContent('마감 10분 전 · 2030년 5월 3일 오전 8:50');
  });

  it('완료 completes the to-do and the card goes', async () => {
    renderToasts();
    fireEvent.click(await screen.findByRole('button', { name: '완료' }));
    await waitFor(() => expect(screen.queryByTestId('reminder-toast')).not.toBeInTheDocument());
    expect(calls).toEqual(['PUT /api/todos/t1 {"status":"completed"}']);
  });

  it('완료 on a repeating to-do whose next occurrence the full quota stopped shows the API\'s Korean notice', async () => {
    todoAnswer = { id: 't1', status: 'completed', series_notice: TODO_MESSAGES.seriesNotContinued(10_000) };
    render(<QueryClientProvider client={new QueryClient()}><ToastProvider><ReminderToasts /></ToastProvider></QueryClientProvider>);
    fireEvent.click(await screen.findByRole('button', { name: '완료' }));
    expect(await screen.findByText(TODO_MESSAGES.seriesNotContinued(10_000))).toBeInTheDocument();
  });

  it('다시 알림 (10분) snoozes through the API; × dismisses', async () => {
    renderToasts();
    fireEvent.click(await screen.findByRole('button', { name: '다시 알림 (10분)' }));
    await waitFor(() => expect(screen.queryByTestId('reminder-toast')).not.toBeInTheDocument());
    expect(calls).toEqual(['POST /api/reminders/r1/snooze {}']);
    due = [{ id: 'r2', todo_id: 't1', title: '다른 일', kind: 'at', fire_at: '2030-05-03T00:00:00.000Z', due_date: null }];
    calls = [];
    renderToasts();
    fireEvent.click(await screen.findByRole('button', { name: '알림 닫기' }));
    await waitFor(() => expect(calls).toEqual(['POST /api/reminders/r2/dismiss {}']));
  });
});
