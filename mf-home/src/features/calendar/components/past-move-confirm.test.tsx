import { act, fireEvent, render, screen } from '@testing-library/react';
import type { CalendarEvent } from '@haru/contracts';
import type { MoveTarget } from '../api/save-move';
import { usePastMoveConfirm } from './past-move-confirm';

// The warning before a move into a past day; the move itself (optimistic PUT, undo) is use-reschedule.test.tsx's.
const meeting: CalendarEvent = { id: 'meeting-m1', type: 'meeting', source_id: 'm1', title: '주간 회의', date: '2025-05-14', end_date: null, completed: false, time: '10:00', status: null };
let moves: Array<[string, MoveTarget]>;
let request: (event: CalendarEvent, to: MoveTarget) => void;

function Harness() {
  const confirm = usePastMoveConfirm((event, to) => moves.push([event.id, to]), '2025-05-14');
  request = confirm.request;
  return confirm.dialog;
}

beforeEach(() => {
  moves = [];
  render(<Harness />);
});

describe('moving an item into a past day', () => {
  it('when the day is today or later, or the same past day, then it moves without asking', () => {
    act(() => request(meeting, { date: '2025-05-15', time: '10:00' }));
    act(() => request(meeting, { date: '2025-05-14', time: '11:00' }));
    act(() => request({ ...meeting, date: '2025-05-01' }, { date: '2025-05-01', time: '12:00' }));
    expect(moves).toEqual([['meeting-m1', { date: '2025-05-15', time: '10:00' }], ['meeting-m1', { date: '2025-05-14', time: '11:00' }], ['meeting-m1', { date: '2025-05-01', time: '12:00' }]]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('when the day is before today, then a Korean confirm asks; 취소 leaves it, 옮기기 moves it once', () => {
    act(() => request(meeting, { date: '2025-05-13', time: '10:00' }));
    const dialog = screen.getByRole('dialog', { name: '지난 날짜로 옮길까요?' });
    expect(dialog).toHaveTextContent("'주간 회의' 일정을 지난 날짜인 5월 13일 (화)(으)로 옮깁니다.");
    expect(screen.getByRole('button', { name: '취소' })).toHaveFocus();
    fireEvent.click(screen.getByRole('button', { name: '취소' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(moves).toEqual([]);
    act(() => request(meeting, { date: '2025-05-12', time: null }));
    fireEvent.click(screen.getByRole('button', { name: '옮기기' }));
    expect(moves).toEqual([['meeting-m1', { date: '2025-05-12', time: null }]]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('when a project under way moves later it goes at once; when its start moves further into the past, the confirm asks', () => {
    const project: CalendarEvent = { ...meeting, id: 'project-p1', type: 'project', title: '개편', date: '2025-05-10', end_date: '2025-05-20', time: null };
    act(() => request(project, { date: '2025-05-12', time: null }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(moves).toEqual([['project-p1', { date: '2025-05-12', time: null }]]);
    act(() => request(project, { date: '2025-05-09', time: null }));
    expect(screen.getByRole('dialog', { name: '지난 날짜로 옮길까요?' })).toBeInTheDocument();
  });
});
