import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithApp } from '../../../test/render';
import { FeedDialog } from './feed-dialog';

// UI-state test: the network answers are faked here; the feed itself is tested over HTTP in
// api/src/modules/portability/feed.routes.test.ts (parsed back with ical.js).
const fetchMock = jest.fn();
const writeText = jest.fn();
const answer = (status: number, body: unknown) => ({ ok: status < 400, status, headers: new Headers(), json: async () => body });
const TOKEN_URL = `/api/calendar/feed/${'a'.repeat(43)}.ics`;
const calls = () => fetchMock.mock.calls.map(([url, init]) => `${(init?.method as string | undefined) ?? 'GET'} ${String(url).replace(/^https?:\/\/[^/]+/, '')}`);

beforeEach(() => {
  localStorage.setItem('access_token', 'a.e30.s');
  localStorage.setItem('refresh_token', 'r');
  global.fetch = fetchMock as unknown as typeof fetch;
  fetchMock.mockReset();
  writeText.mockReset().mockResolvedValue(undefined);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
});

describe('FeedDialog', () => {
  it('without a feed: creates one, shows the absolute URL once and copies it', async () => {
    fetchMock.mockResolvedValueOnce(answer(200, { active: false, created_at: null }));
    renderWithApp(<FeedDialog open onClose={() => undefined} />);
    expect(await screen.findByText('아직 구독 주소가 없습니다.')).toBeInTheDocument();
    fetchMock
      .mockResolvedValueOnce(answer(201, { message: '캘린더 구독 주소를 만들었습니다', url: TOKEN_URL, created_at: '2026-03-01T00:00:00.000Z' }))
      .mockResolvedValueOnce(answer(200, { active: true, created_at: '2026-03-01T00:00:00.000Z' }));
    fireEvent.click(screen.getByTestId('feed-create'));
    const field = await screen.findByTestId('feed-url');
    expect(field).toHaveValue(`${window.location.origin}${TOKEN_URL}`);
    expect(screen.getByText('이 주소는 지금 한 번만 보입니다. 잃어버리면 새 주소를 만드세요.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '주소 복사' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(`${window.location.origin}${TOKEN_URL}`));
    expect(calls()).toEqual(['GET /api/calendar-feed', 'POST /api/calendar-feed', 'GET /api/calendar-feed']);
  });

  it('with a feed: regenerating and revoking each ask first (ConfirmDialog) and only then call the API', async () => {
    fetchMock.mockResolvedValueOnce(answer(200, { active: true, created_at: '2026-03-01T00:00:00.000Z' }));
    renderWithApp(<FeedDialog open onClose={() => undefined} />);
    expect(await screen.findByText(/2026.*에 만든 구독 주소가 사용 중입니다/)).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('feed-revoke'));
    expect(await screen.findByText('구독 주소가 즉시 동작하지 않게 됩니다.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '취소' }));
    expect(calls()).toEqual(['GET /api/calendar-feed']);

    fireEvent.click(await screen.findByTestId('feed-regenerate'));
    fetchMock
      .mockResolvedValueOnce(answer(201, { message: '', url: TOKEN_URL, created_at: '2026-03-02T00:00:00.000Z' }))
      .mockResolvedValueOnce(answer(200, { active: true, created_at: '2026-03-02T00:00:00.000Z' }));
    fireEvent.click(await screen.findByRole('button', { name: '새 주소 만들기' }));
    expect(await screen.findByTestId('feed-url')).toHaveValue(`${window.location.origin}${TOKEN_URL}`);

    fireEvent.click(screen.getByTestId('feed-revoke'));
    fetchMock
      .mockResolvedValueOnce(answer(200, { message: '캘린더 구독을 해지했습니다' }))
      .mockResolvedValueOnce(answer(200, { active: false, created_at: null }));
    fireEvent.click(await screen.findByRole('button', { name: '구독 해지' }));
    expect(await screen.findByText('아직 구독 주소가 없습니다.')).toBeInTheDocument();
    expect(calls()).toEqual(['GET /api/calendar-feed', 'POST /api/calendar-feed', 'GET /api/calendar-feed', 'DELETE /api/calendar-feed', 'GET /api/calendar-feed']);
  });

  it('a failed load shows the error with a retry', async () => {
    fetchMock.mockResolvedValueOnce(answer(500, { status: 500, code: 'internal', detail: '서버 오류' }));
    renderWithApp(<FeedDialog open onClose={() => undefined} />);
    expect(await screen.findByText('데이터를 불러오지 못했습니다. 잠시 후 다시 시도해주세요.')).toBeInTheDocument();
    fetchMock.mockResolvedValueOnce(answer(200, { active: false, created_at: null }));
    fireEvent.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(await screen.findByText('아직 구독 주소가 없습니다.')).toBeInTheDocument();
  });

  it('with a feed: 공휴일 포함 is the feed’s own option, saved with PUT (same URL)', async () => {
    fetchMock.mockResolvedValueOnce(answer(200, { active: true, created_at: '2026-03-01T00:00:00.000Z', holidays: false }));
    renderWithApp(<FeedDialog open onClose={() => undefined} />);
    const box = await screen.findByTestId('feed-holidays');
    expect(box).not.toBeChecked();
    fetchMock
      .mockResolvedValueOnce(answer(200, { message: '캘린더 구독 설정을 저장했습니다', holidays: true }))
      .mockResolvedValueOnce(answer(200, { active: true, created_at: '2026-03-01T00:00:00.000Z', holidays: true }));
    fireEvent.click(box);
    await waitFor(() => expect(screen.getByTestId('feed-holidays')).toBeChecked());
    expect(calls()).toEqual(['GET /api/calendar-feed', 'PUT /api/calendar-feed', 'GET /api/calendar-feed']);
    expect(JSON.parse(fetchMock.mock.calls[1][1].body as string)).toEqual({ holidays: true });
  });
});
