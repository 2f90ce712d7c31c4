import { completionRate, completionRateWeekAgo, desktopWidgets, EMPTY_SUMMARY, trend } from './figures';

describe('dashboard figures', () => {
  it('when there are no to-dos, then the completion rate is 0, else the rounded percent', () => {
    expect(completionRate(0, 0)).toBe(0);
    expect(completionRate(1, 3)).toBe(33);
    expect(completionRate(2, 3)).toBe(67);
    expect(completionRate(3, 3)).toBe(100);
  });

  it('when this week beats last week, then the trend is up with the difference', () => {
    expect(trend(5, 2)).toEqual({ direction: 'up', delta: 3 });
    expect(trend(1, 4)).toEqual({ direction: 'down', delta: -3 });
    expect(trend(2, 2)).toEqual({ direction: 'flat', delta: 0 });
  });

  it('when the summary arrives, then the four desktop widgets carry its values, each against its value a week ago', () => {
    const s = JSON.parse(JSON.stringify(EMPTY_SUMMARY)) as typeof EMPTY_SUMMARY;
    s.wbs.projects = 4; s.wbs.projects_created_this_week = 2; s.wbs.projects_created_last_week = 1;
    s.todos.total = 10; s.todos.completion_rate = 60; s.todos.completed = 6; s.todos.pending = 4;
    s.todos.completed_this_week = 1; s.todos.completed_last_week = 3; s.todos.created_this_week = 2; s.todos.created_last_week = 2;
    // A week ago: 2 projects; 8 to-dos, 5 completed (63 %), 3 open.
    expect(desktopWidgets(s).map((w) => [w.key, w.value, w.trend.direction, w.trend.delta, w.better])).toEqual([
      ['projects', 4, 'up', 2, 'up'], ['completionRate', 60, 'down', -3, 'up'], ['completed', 6, 'up', 1, 'up'], ['pending', 4, 'up', 1, 'down'],
    ]);
  });

  it('a rise never exceeds the value it describes, whatever the summary (the old open-to-dos widget showed to-dos created)', () => {
    let seed = 7;
    const next = (max: number) => { seed = (seed * 48271) % 2147483647; return seed % (max + 1); };
    for (let i = 0; i < 500; i += 1) {
      const s = JSON.parse(JSON.stringify(EMPTY_SUMMARY)) as typeof EMPTY_SUMMARY;
      const total = next(40);
      const completed = next(total);
      s.todos = { ...s.todos, total, completed, pending: total - completed, completion_rate: completionRate(completed, total),
        created_this_week: next(total), created_last_week: next(20), completed_this_week: next(completed), completed_last_week: next(20) };
      s.wbs.projects = next(10); s.wbs.projects_created_this_week = next(s.wbs.projects); s.wbs.projects_created_last_week = next(10);
      for (const w of desktopWidgets(s)) expect(w.trend.delta).toBeLessThanOrEqual(w.value);
    }
  });

  it('when estimating last week\'s completion rate, then this week\'s new and completed to-dos are taken out', () => {
    const t = { ...EMPTY_SUMMARY.todos, total: 10, completed: 6, created_this_week: 2, completed_this_week: 1 };
    expect(completionRateWeekAgo(t)).toBe(63); // 5 of 8
    expect(completionRateWeekAgo({ ...t, total: 2, completed: 2, created_this_week: 2, completed_this_week: 2 })).toBe(0);
  });
});
