import { completionRate, completionRateWeekAgo, desktopWidgets, EMPTY_SUMMARY, productivityScore, trend } from './figures';

describe('dashboard figures', () => {
  it('when there are no to-dos, then the completion rate is 0, else the rounded percent', () => {
    expect(completionRate(0, 0)).toBe(0);
    expect(completionRate(1, 3)).toBe(33);
    expect(completionRate(2, 3)).toBe(67);
    expect(completionRate(3, 3)).toBe(100);
  });

  it('when computing the productivity score, then it averages the rate with min(100, 2 × items)', () => {
    expect(productivityScore({ completionRate: 0, todos: 0, meetings: 0, projects: 0 })).toBe(0);
    expect(productivityScore({ completionRate: 50, todos: 5, meetings: 3, projects: 2 })).toBe(35); // (50 + 20) / 2
    expect(productivityScore({ completionRate: 100, todos: 40, meetings: 20, projects: 5 })).toBe(100); // capped at 100
    expect(productivityScore({ completionRate: 33, todos: 1, meetings: 0, projects: 0 })).toBe(18); // 17.5 rounds up
  });

  it('when this week beats last week, then the trend is up with the difference', () => {
    expect(trend(5, 2)).toEqual({ direction: 'up', delta: 3 });
    expect(trend(1, 4)).toEqual({ direction: 'down', delta: -3 });
    expect(trend(2, 2)).toEqual({ direction: 'flat', delta: 0 });
  });

  it('when the summary arrives, then the four desktop widgets carry its values and week-over-week trends', () => {
    const s = JSON.parse(JSON.stringify(EMPTY_SUMMARY)) as typeof EMPTY_SUMMARY;
    s.wbs.projects = 4; s.wbs.projects_created_this_week = 2; s.wbs.projects_created_last_week = 1;
    s.todos.total = 10; s.todos.completion_rate = 60; s.todos.completed = 6; s.todos.pending = 4;
    s.todos.completed_this_week = 1; s.todos.completed_last_week = 3; s.todos.created_this_week = 2; s.todos.created_last_week = 2;
    expect(desktopWidgets(s).map((w) => [w.key, w.value, w.trend.direction, w.trend.delta])).toEqual([
      ['projects', 4, 'up', 1], ['completionRate', 60, 'down', -3], ['completed', 6, 'down', -2], ['pending', 4, 'flat', 0],
    ]);
  });

  it('when estimating last week\'s completion rate, then this week\'s new and completed to-dos are taken out', () => {
    const t = { ...EMPTY_SUMMARY.todos, total: 10, completed: 6, created_this_week: 2, completed_this_week: 1 };
    expect(completionRateWeekAgo(t)).toBe(63); // 5 of 8
    expect(completionRateWeekAgo({ ...t, total: 2, completed: 2, created_this_week: 2, completed_this_week: 2 })).toBe(0);
  });
});
