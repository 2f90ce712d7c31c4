import { dueLabel, dueState, dueWhen } from './due';
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
    const s = dueState({ due_date: due, due_time: null, status: 'pending' }, today);
    expect(s).toBe(state);
    expect(dueLabel(s)).toBe(label);
  });
  it('when completed, then never flagged', () => {
    expect(dueState({ due_date: '2025-01-01', due_time: null, status: 'completed' }, today)).toBeNull();
  });
  it.each([
    ['14:59', '15:00', 'today'],
    ['15:00', '15:00', 'today'],
    ['15:01', '15:00', 'overdue'],
    ['23:59', '00:00', 'overdue'],
  ] as const)('when it is %s and the to-do is due today at %s, then %s (late to the minute)', (now, time, state) => {
    expect(dueState({ due_date: today, due_time: time, status: 'pending' }, today, now)).toBe(state);
  });
  it('when a timed to-do is due tomorrow, then the clock today does not make it late', () => {
    expect(dueState({ due_date: '2025-01-16', due_time: '00:00', status: 'pending' }, today, '23:59')).toBe('tomorrow');
  });
  it.each([
    ['2025-01-15', '15:00', '오늘 15:00'],
    ['2025-01-16', '09:30', '내일 09:30'],
    ['2025-01-19', '18:00', '1월 19일 (일) 18:00'],
    ['2025-01-19', null, '1월 19일 (일)'],
  ] as const)('shows %s %s as "%s"', (date, time, text) => {
    expect(dueWhen({ due_date: date, due_time: time }, today)).toBe(text);
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
    expect(csv).toContain(`'=SUM(A1),"그는 ""좋아"" 했다",높음,대기중,업무,,,"a, b",`);
  });
  it('has the due time and the checklist, one item a line, ticked ones marked', () => {
    const checklist = [{ id: 'a', text: '자료 조사', done: true }, { id: 'b', text: '초안', done: false }];
    const csv = todosToCsv([todo({ id: '1', title: '보고서', due_date: '2025-01-16', due_time: '15:00', checklist })]);
    expect(csv.split('\r\n')[0]).toContain('마감일,마감 시간,태그,체크리스트');
    expect(csv).toContain('2025-01-16,15:00,,"[x] 자료 조사\n[ ] 초안"');
  });
  it('writes 등록일 and 수정일 as Seoul wall-clock date-times (15:00 UTC is the next day 00:00 in Korea)', () => {
    const csv = todosToCsv([todo({ id: '1', title: '보고서', created_at: '2025-01-18T15:00:00.000Z', updated_at: '2025-01-19T05:30:00.000Z' })]);
    expect(csv.split('\r\n')[1].endsWith(',2025-01-19 00:00,2025-01-19 14:30')).toBe(true);
  });
});
