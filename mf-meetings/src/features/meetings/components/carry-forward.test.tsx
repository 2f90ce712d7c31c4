import { screen, waitFor, within } from '@testing-library/react';
import { jsonResponse } from '@haru/api-client/src/test-response';
import userEvent from '@testing-library/user-event';
import { meeting } from '../lib/fixtures';
import { renderScreen } from '../lib/test-utils';
import { MeetingAddPage } from './meeting-add-page';

const rows = [
  { id: 'a', text: '보고서 작성', owner: '김철수', due_date: '2026-12-01', done: false, todo_id: 't1' },
  { id: 'b', text: '예산 검토', owner: '', due_date: null, done: true, todo_id: null },
  { id: 'c', text: '회의실 예약', owner: '', due_date: null, done: false, todo_id: null },
];
const older = meeting({ id: 'old', title: '주간 회의', date: '2026-11-17', action_item_rows: [{ ...rows[2], id: 'x', text: '지난 일' }] });
const last = meeting({ id: 'm1', title: '주간 회의', date: '2026-11-24', location: '3층', attendees: ['김철수'], action_item_rows: rows });
const other = meeting({ id: 'm2', title: '킥오프', date: '2026-11-25', action_item_rows: [{ ...rows[0], id: 'y', text: '다른 회의 일' }] });
const texts = () => within(screen.getByTestId('action-items')).getAllByLabelText(/번 액션아이템 내용/).map((el) => (el as HTMLInputElement).value);

describe('carry-forward on a new meeting', () => {
  it("when the title matches an earlier meeting, then its open items are listed under '이전 회의 미결 사항' and carried with one click", async () => {
    renderScreen(<MeetingAddPage />, { path: '/meeting/add', route: '/meeting/add', meetings: [older, last, other] });
    expect(screen.queryByRole('region', { name: '이전 회의 미결 사항' })).not.toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/회의 제목/), '주간 회의');
    const panel = screen.getByRole('region', { name: '이전 회의 미결 사항' });
    expect(within(panel).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['보고서 작성김철수', '회의실 예약']);
    await userEvent.click(within(panel).getByRole('button', { name: '미결 사항 2개 가져오기' }));
    expect(texts()).toEqual(['보고서 작성', '회의실 예약']);
    expect(screen.getByLabelText('1번 담당')).toHaveValue('김철수');
    expect(screen.queryByRole('region', { name: '이전 회의 미결 사항' })).not.toBeInTheDocument();
  });

  it("when started with '이전 회의에서 이어서', then the title, place and attendees come along and the open items are offered", () => {
    renderScreen(<MeetingAddPage />, { path: '/meeting/add', route: '/meeting/add?from=m1', meetings: [older, last, other] });
    expect(screen.getByLabelText(/회의 제목/)).toHaveValue('주간 회의');
    expect(screen.getByLabelText('장소')).toHaveValue('3층');
    expect(screen.getByRole('region', { name: '이전 회의 미결 사항' })).toHaveTextContent('회의실 예약');
  });

  it('when the cached list is out of date (a to-do was completed since), then only the items still open are offered, from the fresh list', async () => {
    const fresh = { ...last, action_item_rows: rows.map((r) => (r.id === 'a' ? { ...r, done: true } : r)) };
    let answer: (() => void) | undefined;
    const original = globalThis.fetch;
    localStorage.setItem('access_token', 'header.payload.signature');
    localStorage.setItem('refresh_token', 'refresh');
    globalThis.fetch = jest.fn(() => new Promise<Response>((resolve) => { answer = () => resolve(jsonResponse(200, [older, fresh, other])); })) as unknown as typeof fetch;
    try {
      renderScreen(<MeetingAddPage />, { path: '/meeting/add', route: '/meeting/add?from=m1', meetings: [older, last, other], stale: true });
      expect(screen.getByLabelText(/회의 제목/)).toHaveValue('주간 회의');
      await waitFor(() => expect(answer).toBeDefined());
      expect(screen.queryByRole('region', { name: '이전 회의 미결 사항' })).not.toBeInTheDocument();
      answer!();
      const panel = await screen.findByRole('region', { name: '이전 회의 미결 사항' });
      expect(within(panel).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['회의실 예약']);
    } finally {
      globalThis.fetch = original;
      localStorage.clear();
    }
  });
});
