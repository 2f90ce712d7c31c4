import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { CalendarSettingsModal } from './calendar-settings-modal';

// UI-state test: the network answers are faked; api/src/modules/user/calendar-settings.routes.test.ts stores them for real.
const fetchMock = jest.fn();
const answer = (status: number, body: unknown) => ({ ok: status < 400, status, json: async () => body });

beforeEach(() => {
  localStorage.setItem('access_token', 'a.e30.s');
  localStorage.setItem('refresh_token', 'r');
  global.fetch = fetchMock as unknown as typeof fetch;
  fetchMock.mockReset();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

function renderModal(putStatus: number) {
  fetchMock.mockImplementation(async (_url: string, init: RequestInit) =>
    init?.method === 'PUT' ? answer(putStatus, putStatus < 400 ? JSON.parse(String(init.body)) : { detail: '오류' }) : answer(200, { lunar_labels: false }));
  render(<QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } })}><CalendarSettingsModal open onClose={() => undefined} /></QueryClientProvider>);
}

describe('CalendarSettingsModal', () => {
  it('when the user ticks 음력 표시, then { lunar_labels: true } is saved and the box stays ticked', async () => {
    renderModal(200);
    const box = await screen.findByRole('checkbox', { name: '날짜 아래에 음력 표시' });
    await waitFor(() => expect(box).toBeEnabled());
    expect(box).not.toBeChecked();
    fireEvent.click(box);
    // Ticked as the click ends, before the save answers (a check read at once must see it: the e2e's check() does).
    expect(box).toBeChecked();
    await waitFor(() => expect(box).toBeEnabled());
    expect(box).toBeChecked();
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT')!;
    expect(put[0]).toContain('/api/user/calendar-settings');
    expect(JSON.parse(put[1].body)).toEqual({ lunar_labels: true });
  });

  it('when saving fails, then the Korean failure shows and the box returns to the saved value', async () => {
    renderModal(500);
    const box = await screen.findByRole('checkbox', { name: '날짜 아래에 음력 표시' });
    await waitFor(() => expect(box).toBeEnabled());
    fireEvent.click(box);
    expect(await screen.findByRole('alert')).toHaveTextContent('달력 설정을 저장하지 못했습니다. 잠시 후 다시 시도해주세요.');
    expect(box).not.toBeChecked();
  });
});
