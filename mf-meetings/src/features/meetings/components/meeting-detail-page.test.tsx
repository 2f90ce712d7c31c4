import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { meeting } from '../lib/fixtures';
import { renderScreen, screenActions } from '../lib/test-utils';
import { MeetingDetailPage } from './meeting-detail-page';

const m = meeting({
  id: 'm1', title: '주간 회의', date: '2025-01-19', time: '14:30', location: '3층', attendees: ['김철수', '이영희'],
  agenda: '예산', content: '첫 줄\n둘째 줄', decisions: '', action_items: '보고서',
});
const show = () => renderScreen(<MeetingDetailPage />, { path: '/meeting/:id', route: '/meeting/m1', meetings: [m] });

describe('MeetingDetailPage', () => {
  it('shows the meeting in view mode', () => {
    show();
    expect(screen.getByRole('heading', { level: 1, name: '주간 회의' })).toBeInTheDocument();
    expect(screen.getByText('2025년 1월 19일 (일) 오후 2:30')).toBeInTheDocument();
    expect(screen.getByText('김철수')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: '결정사항' })).toHaveTextContent('없음');
    expect(screen.getByRole('link', { name: /목록으로/ })).toHaveAttribute('href', '/meeting-notes');
  });

  it('enters edit mode with the fields filled in, and cancel returns to view', async () => {
    show();
    await userEvent.click(screen.getByRole('button', { name: '수정' }));
    expect(screen.getByLabelText(/회의 제목/)).toHaveValue('주간 회의');
    expect(screen.getByLabelText(/회의 시간/)).toHaveValue('14:30');
    expect(screen.getByRole('button', { name: '이영희 삭제' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '취소' }));
    expect(screen.queryByLabelText(/회의 제목/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '수정' })).toBeInTheDocument();
  });

  it('asks before deleting', async () => {
    show();
    await userEvent.click(screen.getByRole('button', { name: '삭제' }));
    expect(screen.getByText('이 회의록을 삭제하시겠습니까?')).toBeInTheDocument();
  });

  it('offers the Markdown 회의록 to the header', () => {
    show();
    expect(screenActions.current.actions?.map((a) => a.id)).toEqual(['copy-markdown', 'download-markdown']);
    expect(screenActions.current.breadcrumb).toEqual([{ label: '회의록', to: '/meeting-notes' }, '주간 회의']);
  });
});
