import { carryOver } from './carry-forward';
import { meeting } from './fixtures';

const from = meeting({
  id: 'm1', title: '주간 회의', date: '2026-11-24',
  action_item_rows: [
    { id: 'a', text: '보고서 작성', owner: '김철수', due_date: '2026-12-01', done: false, todo_id: 't1' },
    { id: 'b', text: '예산 검토', owner: '', due_date: null, done: true, todo_id: null },
    { id: 'c', text: '회의실 예약', owner: '', due_date: null, done: false, todo_id: null },
  ],
});

describe('carryOver', () => {
  it('appends the open items as new rows, each naming the row it came from (so a sent one keeps its to-do)', () => {
    const rows = carryOver([{ id: 'n1', text: '', owner: '', due_date: '', done: false }], from);
    expect(rows.map((r) => [r.text, r.owner, r.due_date, r.done, r.carried_from])).toEqual([
      ['보고서 작성', '김철수', '2026-12-01', false, { meeting_id: 'm1', item_id: 'a' }],
      ['회의실 예약', '', '', false, { meeting_id: 'm1', item_id: 'c' }],
    ]);
    expect(new Set(rows.map((r) => r.id)).size).toBe(2);
    expect(rows.map((r) => r.id)).not.toContain('a');
  });

  it('skips an item whose text is already a row', () => {
    const rows = carryOver([{ id: 'n1', text: '회의실 예약', owner: '', due_date: '', done: false }], from);
    expect(rows.map((r) => r.text)).toEqual(['회의실 예약', '보고서 작성']);
    expect(rows[0].carried_from).toBeUndefined();
  });
});
