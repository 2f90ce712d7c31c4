import { dueLabel, dueState } from './due';
import { addTags } from './tags';
import { todosToCsv } from './export';
import { todo } from '../../../test/render';

describe('due labels (fixed today 2025-01-15)', () => {
  const today = '2025-01-15';
  it.each([
    ['2025-01-14', 'overdue', '(지연)'],
    ['2024-12-31', 'overdue', '(지연)'],
    ['2025-01-15', 'today', '(오늘)'],
    ['2025-01-16', 'tomorrow', '(내일)'],
    ['2025-01-17', null, ''],
    [null, null, ''],
  ] as const)('when due %s, then %s', (due, state, label) => {
    const s = dueState({ due_date: due, status: 'pending' }, today);
    expect(s).toBe(state);
    expect(dueLabel(s)).toBe(label);
  });
  it('when completed, then never flagged', () => {
    expect(dueState({ due_date: '2025-01-01', status: 'completed' }, today)).toBeNull();
  });
});

describe('tags', () => {
  it('trims, ignores blanks and duplicates, splits commas', () => {
    expect(addTags(['집'], ' 회사 , 집,, 운동 ')).toEqual({ tags: ['집', '회사', '운동'], error: null });
  });
  it('refuses a tag over 30 characters and a 21st tag', () => {
    expect(addTags([], 'a'.repeat(31)).error).toBe('tagTooLong');
    expect(addTags(Array.from({ length: 20 }, (_, i) => `t${i}`), 'new').error).toBe('tooManyTags');
    expect(addTags([], 'a'.repeat(30)).tags).toHaveLength(1);
  });
});

describe('CSV export', () => {
  it('has a BOM, Korean headers and labels, escapes quotes and neutralises formulas', () => {
    const csv = todosToCsv([todo({ id: '1', title: '=SUM(A1)', description: '그는 "좋아" 했다', priority: 'high', category: 'work', tags: ['a', 'b'] })]);
    expect(csv.startsWith('\uFEFF제목,설명,우선순위')).toBe(true);
    expect(csv).toContain(`'=SUM(A1),"그는 ""좋아"" 했다",높음,대기중,업무,,"a, b"`);
  });
});
