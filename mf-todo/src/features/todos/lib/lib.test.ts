import { addDays, daysBetween, formatDate, formatMonth, monthGrid, todayInSeoul } from './dates';
import { dueLabel, dueState } from './due';
import { addTags } from './tags';
import { choosePlacement } from './placement';
import { todosToCsv } from './export';
import { todo } from '../../../test/render';

describe('dates in Asia/Seoul', () => {
  it('when it is 23:30 UTC, then it is already the next day in Seoul', () => {
    expect(todayInSeoul(new Date('2025-01-14T23:30:00Z'))).toBe('2025-01-15');
    expect(todayInSeoul(new Date('2025-01-14T14:59:00Z'))).toBe('2025-01-14');
  });
  it('when adding days across a month or leap day, then the calendar date is right', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2025-01-31', 7)).toBe('2025-02-07');
    expect(daysBetween('2025-01-15', '2025-01-14')).toBe(-1);
  });
  it('formats in Korean with the weekday', () => {
    expect(formatDate('2025-01-19')).toBe('2025년 1월 19일 (일)');
  });
  it('builds 42 cells starting on Sunday', () => {
    const cells = monthGrid('2025-01-01');
    expect(cells).toHaveLength(42);
    expect(cells[0]).toBe('2024-12-29');
    expect(cells[3]).toBe('2025-01-01');
  });
});

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

describe('date picker placement', () => {
  it('opens upward only with under 450 px below and more room above', () => {
    expect(choosePlacement(449, 600)).toBe('up');
    expect(choosePlacement(449, 300)).toBe('down');
    expect(choosePlacement(450, 900)).toBe('down');
  });
});

describe('CSV export', () => {
  it('has a BOM, Korean headers and labels, escapes quotes and neutralises formulas', () => {
    const csv = todosToCsv([todo({ id: '1', title: '=SUM(A1)', description: '그는 "좋아" 했다', priority: 'high', category: 'work', tags: ['a', 'b'] })]);
    expect(csv.startsWith('\uFEFF제목,설명,우선순위')).toBe(true);
    expect(csv).toContain(`'=SUM(A1),"그는 ""좋아"" 했다",높음,대기중,업무,,"a, b"`);
  });
});

describe('dates without Intl time-zone data', () => {
  it('agree with Intl (Asia/Seoul, ko-KR) on today, the weekday and the month title', () => {
    const ymd = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul', year: 'numeric', month: '2-digit', day: '2-digit' });
    const weekday = new Intl.DateTimeFormat('ko-KR', { weekday: 'short', timeZone: 'UTC' });
    const monthTitle = new Intl.DateTimeFormat('ko-KR', { year: 'numeric', month: 'long', timeZone: 'UTC' });
    for (let t = Date.UTC(2025, 0, 1); t < Date.UTC(2027, 0, 1); t += (11 * 60 + 7) * 60_000) {
      const today = todayInSeoul(new Date(t));
      expect(today).toBe(ymd.format(new Date(t)));
      expect(formatDate(today)).toMatch(new RegExp(`\\(${weekday.format(new Date(`${today}T00:00:00Z`))}\\)$`));
      expect(formatMonth(`${today.slice(0, 7)}-01`)).toBe(monthTitle.format(new Date(`${today.slice(0, 7)}-01T00:00:00Z`)));
    }
  });
});
