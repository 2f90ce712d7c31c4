import { dueKeyBelow, overdueAt, weekJudgedAt } from './overdue';

// 2025-01-15 (Wed) 14:30 in Korea.
const NOW = new Date('2025-01-15T05:30:00Z');
const before = new Date('2025-01-15T05:00:00Z');
const after = new Date('2025-01-15T06:00:00Z');

describe('overdueAt: the one rule behind 지연 on the dashboard and the analytics series', () => {
  const cases: Array<[string, Record<string, unknown>, boolean]> = [
    ['no due date', { dueDate: null, status: 'pending' }, false],
    ['empty due date', { dueDate: '', status: 'pending' }, false],
    ['due yesterday, open', { dueDate: '2025-01-14', status: 'pending' }, true],
    ['due yesterday, in progress', { dueDate: '2025-01-14', status: 'in_progress' }, true],
    ['due yesterday, completed before now', { dueDate: '2025-01-14', status: 'completed', updatedAt: before }, false],
    ['due yesterday, completed after the instant judged', { dueDate: '2025-01-14', status: 'completed', updatedAt: after }, true],
    ['due today all day, open', { dueDate: '2025-01-15', dueTime: null, status: 'pending' }, false],
    ['due today 14:29, open', { dueDate: '2025-01-15', dueTime: '14:29', status: 'pending' }, true],
    ['due today 14:30 (this minute), open', { dueDate: '2025-01-15', dueTime: '14:30', status: 'pending' }, false],
    ['due today 18:00, open', { dueDate: '2025-01-15', dueTime: '18:00', status: 'pending' }, false],
    ['due tomorrow, open', { dueDate: '2025-01-16', status: 'pending' }, false],
  ];
  it.each(cases)('%s → %s', (_name, todo, expected) => {
    expect(overdueAt(todo, NOW)).toBe(expected);
  });

  it('the database pre-filter key lets through every to-do the rule can count, and no to-do due later', () => {
    const key = dueKeyBelow(NOW);
    expect(key).toBe('2025-01-15T14:30');
    for (const k of ['2025-01-14', '2025-01-14T23:59', '2025-01-15', '2025-01-15T14:29']) expect(k < key).toBe(true);
    for (const k of ['2025-01-15T14:30', '2025-01-16', '9999-12-31']) expect(k < key).toBe(false);
  });

  it('a finished week is judged at its end (Monday 00:00 in Korea), the running week now', () => {
    expect(weekJudgedAt('2025-01-06', NOW)).toEqual(new Date('2025-01-12T15:00:00Z'));
    expect(weekJudgedAt('2025-01-13', NOW)).toBe(NOW);
  });
});
