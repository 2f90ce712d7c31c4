import { render, screen, within } from '@testing-library/react';
import { EMPTY_SUMMARY } from '../../../shared/stats/lib/figures';
import { StatsSection } from './stats-section';

const settings = { showTodos: true, showCompletion: true, showProjects: true, showAnimations: false, layout: 'grid' } as const;

/** 10 to-dos: `completed` of them done, `completedThisWeek` of those this week, `createdThisWeek` made this week. */
function summaryOf(completed: number, completedThisWeek: number, createdThisWeek: number) {
  const s = JSON.parse(JSON.stringify(EMPTY_SUMMARY)) as typeof EMPTY_SUMMARY;
  s.todos = { ...s.todos, total: 10, completed, pending: 10 - completed, completion_rate: completed * 10, completed_this_week: completedThisWeek, created_this_week: createdThisWeek };
  return s;
}
const toneOf = (key: string) => within(screen.getByTestId(`widget-${key}`)).getByText(/지난주/).closest('[data-tone]')?.getAttribute('data-tone');

describe('StatsSection desktop widgets: the colour says whether the change is good news', () => {
  it('when to-dos were completed this week, then fewer open to-dos is shown as good, like more completed ones', () => {
    render(<StatsSection settings={settings} summary={summaryOf(6, 3, 0)} />);
    expect(within(screen.getByTestId('widget-pending')).getByText(/지난주보다 3 줄었어요/)).toBeInTheDocument();
    expect([toneOf('pending'), toneOf('completed')]).toEqual(['good', 'good']);
  });

  it('when to-dos were only added this week, then more open to-dos is shown as bad news', () => {
    render(<StatsSection settings={settings} summary={summaryOf(0, 0, 4)} />);
    expect(within(screen.getByTestId('widget-pending')).getByText(/지난주보다 4 늘었어요/)).toBeInTheDocument();
    expect(toneOf('pending')).toBe('bad');
  });
});
