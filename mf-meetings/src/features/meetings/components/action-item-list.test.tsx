import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { meeting } from '../lib/fixtures';
import { renderScreen } from '../lib/test-utils';
import { MeetingDetailPage } from './meeting-detail-page';

const m = meeting({
  id: 'm1', title: '주간 회의', attendees: ['김철수'],
  action_item_rows: [
    { id: 'a', text: '보고서 작성', owner: '김철수', due_date: '2026-12-01', done: false, todo_id: 't1' },
    { id: 'b', text: '예산 검토', owner: '', due_date: null, done: true, todo_id: null },
    { id: 'c', text: '회의실 예약', owner: '', due_date: null, done: false, todo_id: null },
  ],
});

describe('action items in view mode', () => {
  it('shows each row with its done box, 담당 · 기한, the link to its to-do or a send button', () => {
    renderScreen(<MeetingDetailPage />, { path: '/meeting/:id', route: '/meeting/m1', meetings: [m] });
    const region = screen.getByRole('region', { name: '액션아이템' });
    expect(within(region).getByRole('checkbox', { name: "'보고서 작성' 완료" })).not.toBeChecked();
    expect(within(region).getByRole('checkbox', { name: "'예산 검토' 완료" })).toBeChecked();
    expect(within(region).getByText('김철수 · 2026년 12월 1일 (화)')).toBeInTheDocument();
    const link = within(region).getByRole('link', { name: "'보고서 작성' 할일 보기" });
    expect(link).toHaveAttribute('href', '/todo/t1');
    expect(link).toHaveTextContent('할일로 보냄 →');
    expect(within(region).getByRole('button', { name: "'회의실 예약' 할일로 보내기" })).toBeInTheDocument();
    expect(within(region).queryByRole('button', { name: "'예산 검토' 할일로 보내기" })).toBeInTheDocument();
    expect(within(region).getByRole('button', { name: '미완료 항목 모두 할일로 보내기' })).toBeInTheDocument();
  });

  it('offers 이전 회의에서 이어서, which opens a new meeting continuing this one', async () => {
    renderScreen(<MeetingDetailPage />, { path: '/meeting/:id', route: '/meeting/m1', meetings: [m] });
    await userEvent.click(screen.getByRole('button', { name: '이전 회의에서 이어서' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/meeting/add?from=m1');
  });
});
