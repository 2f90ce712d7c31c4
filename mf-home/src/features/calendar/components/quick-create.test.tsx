import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ToastProvider } from '@haru/ui-kit';
import { QuickCreate } from './quick-create';

// The dialog against a faked network (POST /api/todos and /api/meetings are tested in the API).
const fetchMock = jest.fn();
const answer = (status: number, body: unknown) => ({ ok: status < 400, status, json: async () => body, headers: new Headers() });
const posts = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST').map(([url, init]) => [String(url).replace(/^.*\/api/, '/api'), JSON.parse(init.body)]);
let closed = 0;

beforeEach(() => {
  closed = 0;
  localStorage.setItem('access_token', 'a.e30.s');
  localStorage.setItem('refresh_token', 'r');
  global.fetch = fetchMock as unknown as typeof fetch;
  fetchMock.mockReset();
  fetchMock.mockImplementation(async () => answer(201, { message: 'ok', todo: { id: 'n1' }, meeting: { id: 'm1' } }));
  render(<QueryClientProvider client={new QueryClient()}><ToastProvider><QuickCreate date="2025-05-14" time={null} onClose={() => { closed += 1; }} /></ToastProvider></QueryClientProvider>);
});

describe('quick create from the calendar', () => {
  it('when it opens, then the title has the focus; Enter saves a to-do on that day once and closes', async () => {
    const title = screen.getByRole('textbox', { name: '제목' });
    expect(title).toHaveFocus();
    fireEvent.change(title, { target: { value: '보고서 제출' } });
    fireEvent.submit(title.closest('form') as HTMLFormElement);
    fireEvent.submit(title.closest('form') as HTMLFormElement);
    await waitFor(() => expect(closed).toBe(1));
    expect(posts()).toEqual([['/api/todos', { title: '보고서 제출', due_date: '2025-05-14', due_time: null }]]);
    expect(await screen.findByText('할일을(를) 추가했습니다.')).toBeInTheDocument();
  });

  it('when 회의 is chosen, then a meeting is made on that day at 09:00', async () => {
    fireEvent.click(screen.getByRole('radio', { name: '회의' }));
    fireEvent.change(screen.getByRole('textbox', { name: '제목' }), { target: { value: '주간 회의' } });
    fireEvent.click(screen.getByRole('button', { name: '추가' }));
    await waitFor(() => expect(closed).toBe(1));
    expect(posts()).toEqual([['/api/meetings', { title: '주간 회의', date: '2025-05-14', time: '09:00' }]]);
  });

  it('when Enter completes a Hangul syllable, then nothing is saved; a blank title cannot be saved; Esc closes', () => {
    const title = screen.getByRole('textbox', { name: '제목' });
    expect(screen.getByRole('button', { name: '추가' })).toBeDisabled();
    fireEvent.change(title, { target: { value: '회의' } });
    const composing = fireEvent.keyDown(title, { key: 'Enter', keyCode: 229 });
    expect(composing).toBe(false); // default prevented: the form's implicit submit does not happen
    fireEvent.keyDown(title, { key: 'Escape' });
    expect(closed).toBe(1);
    expect(posts()).toEqual([]);
  });
});
