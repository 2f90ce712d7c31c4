import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { meeting } from '../lib/fixtures';
import { renderScreen, screenActions } from '../lib/test-utils';
import { MeetingListPage } from './meeting-list-page';

const meetings = [
  meeting({ id: 'a', title: '예산 검토', date: '2025-01-10', time: '09:00', created_at: '2025-01-05T00:00:00.000Z', agenda: '가'.repeat(120), attendees: ['김철수', '이영희', '박민수', '최지우', '정다은'], location: '3층 회의실' }),
  meeting({ id: 'b', title: '주간 회의', date: '2025-01-17', time: '14:30', created_at: '2025-01-01T00:00:00.000Z', agenda: '신규 프로젝트 일정' }),
  meeting({ id: 'c', title: '가나 킥오프', date: '2025-01-03', time: '00:05', created_at: '2025-01-09T00:00:00.000Z', attendees: ['Alice'] }),
];

const titles = () => screen.queryAllByTestId('meeting-card').map((c) => within(c).getByRole('link').textContent);
const show = () => renderScreen(<MeetingListPage />, { path: '/meeting-notes', route: '/meeting-notes', meetings });

describe('MeetingListPage', () => {
  beforeEach(() => localStorage.clear());

  it('shows every meeting, newest meeting date first, with a count', () => {
    show();
    expect(titles()).toEqual(['주간 회의', '예산 검토', '가나 킥오프']);
    expect(screen.getByText('총 3개')).toBeInTheDocument();
  });

  it('shows 12-hour times, a 100-character preview, the location and the first 3 attendees plus N', () => {
    show();
    const card = screen.getAllByTestId('meeting-card')[1];
    expect(within(card).getByText(/오전 9:00/)).toBeInTheDocument();
    expect(within(card).getByText(`${'가'.repeat(100)}…`)).toBeInTheDocument();
    expect(within(card).getByText('3층 회의실')).toBeInTheDocument();
    expect(within(card).getByText('참석자 5명')).toBeInTheDocument();
    const tags = within(within(card).getByRole('list')).getAllByRole('listitem').map((li) => li.textContent);
    expect(tags).toEqual(['김철수', '이영희', '박민수', '+2']);
    expect(within(screen.getAllByTestId('meeting-card')[2]).getByText(/오전 12:05/)).toBeInTheDocument();
  });

  it('searches title, agenda and attendees, Korean-aware, and keeps the query in the address', async () => {
    show();
    const box = screen.getByRole('searchbox', { name: '회의록 검색' });
    await userEvent.type(box, '회');
    expect(titles()).toEqual(['주간 회의']);
    await userEvent.clear(box);
    await userEvent.type(box, '프로젝트');
    expect(titles()).toEqual(['주간 회의']);
    await userEvent.clear(box);
    await userEvent.type(box, 'ＡＬＩＣＥ');
    expect(titles()).toEqual(['가나 킥오프']);
    expect(screen.getByText('3개 중 1개')).toBeInTheDocument();
    expect(screen.getByTestId('location').textContent).toContain('q=');
    await userEvent.clear(box);
    await userEvent.type(box, '없는 회의');
    expect(screen.getByText('검색 결과가 없습니다')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '검색어 지우기' }));
    expect(titles()).toHaveLength(3);
  });

  it('sorts by registration date and by title', async () => {
    show();
    const select = screen.getByRole('combobox', { name: '정렬' });
    await userEvent.selectOptions(select, 'created');
    expect(titles()).toEqual(['가나 킥오프', '예산 검토', '주간 회의']);
    await userEvent.selectOptions(select, 'title');
    expect(titles()).toEqual(['가나 킥오프', '예산 검토', '주간 회의']);
    await userEvent.selectOptions(select, 'date');
    expect(titles()).toEqual(['주간 회의', '예산 검토', '가나 킥오프']);
  });

  it('asks before deleting, and cancelling keeps the meeting', async () => {
    show();
    await userEvent.click(screen.getByRole('button', { name: "'주간 회의' 회의록 삭제" }));
    expect(screen.getByText('이 회의록을 삭제하시겠습니까?')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '취소' }));
    expect(screen.queryByText('이 회의록을 삭제하시겠습니까?')).not.toBeInTheDocument();
    expect(titles()).toHaveLength(3);
  });

  it('shows the empty state when there are no meetings', () => {
    renderScreen(<MeetingListPage />, { path: '/meeting-notes', route: '/meeting-notes', meetings: [] });
    expect(screen.getByText('회의록이 없습니다')).toBeInTheDocument();
  });

  it('says a failed load failed, never "no meetings", and offers a retry (here: no session, so the client refuses)', async () => {
    renderScreen(<MeetingListPage />, { path: '/meeting-notes', route: '/meeting-notes' });
    expect(await screen.findByRole('alert')).toHaveTextContent('회의록 목록을 불러오지 못했습니다');
    expect(screen.getByRole('button', { name: '다시 시도' })).toBeInTheDocument();
    expect(screen.queryByText('회의록이 없습니다')).not.toBeInTheDocument();
    expect(screen.queryByText('총 0개')).not.toBeInTheDocument();
  });

  it('declares card and list views, the create action and both exports to the header', async () => {
    show();
    const actions = screenActions.current;
    expect(actions.views?.map((v) => v.id)).toEqual(['card', 'list']);
    expect(actions.activeView).toBe('card');
    expect(actions.actions?.map((a) => a.label)).toEqual(['CSV로 내보내기', 'Markdown 회의록으로 내보내기']);
    act(() => actions.onViewChange?.('list'));
    expect(screenActions.current.activeView).toBe('list');
    act(() => screenActions.current.create?.run());
    expect(screen.getByTestId('location').textContent).toBe('/meeting/add');
  });
});
