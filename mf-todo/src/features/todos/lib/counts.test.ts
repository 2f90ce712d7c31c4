import type { StatsSummary } from '@haru/contracts';
import { todo } from '../../../test/render';
import { adjustSummary, countFromSummary, shownCount } from './counts';

const summary = (total: number, completed: number, inProgress: number) =>
  ({ todos: { total, completed, in_progress: inProgress, pending: total - completed, completion_rate: 0 }, meetings: {}, wbs: {} }) as unknown as StatsSummary;

describe('counts', () => {
  it('reads each filter from the summary (its pending counts every unfinished to-do)', () => {
    const t = summary(10_000, 2_500, 1_000).todos;
    expect(countFromSummary(t, 'all')).toBe(10_000);
    expect(countFromSummary(t, 'completed')).toBe(2_500);
    expect(countFromSummary(t, 'in_progress')).toBe(1_000);
    expect(countFromSummary(t, 'pending')).toBe(6_500);
  });

  it('shows the full count while pages remain, the loaded count once all are in, and "at least" without a summary', () => {
    expect(shownCount(100, true, 10_000)).toEqual({ n: 10_000, exact: true });
    expect(shownCount(42, false, 10_000)).toEqual({ n: 42, exact: true });
    expect(shownCount(100, true, null)).toEqual({ n: 100, exact: false });
    expect(shownCount(300, true, 120)).toEqual({ n: 300, exact: false });
  });

  it('adjusts totals for a create, a status change and a delete', () => {
    const start = summary(10, 4, 1);
    const created = adjustSummary(start, null, todo({ id: 'n' }));
    expect(created.todos).toMatchObject({ total: 11, completed: 4, in_progress: 1, pending: 7, completion_rate: 36 });
    const done = adjustSummary(created, todo({ id: 'n' }), todo({ id: 'n', status: 'completed' }));
    expect(done.todos).toMatchObject({ total: 11, completed: 5, pending: 6 });
    const removed = adjustSummary(done, todo({ id: 'x', status: 'in_progress' }), null);
    expect(removed.todos).toMatchObject({ total: 10, completed: 5, in_progress: 0 });
  });
});
