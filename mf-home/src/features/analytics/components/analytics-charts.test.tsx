import { render, screen, within } from '@testing-library/react';
import type { AnalyticsReport } from '@haru/contracts';
import { AnalyticsCharts } from './analytics-charts';

const week = [{ week: '2025-03-03', value: 0 }];
const report: AnalyticsReport = {
  from: '2025-03-03', to: '2025-03-09', todos_completed: week, overdue: week, meetings: week,
  by_category: [{ key: 'none', total: 2, completed: 1 }, { key: 'work', total: 1, completed: 0 }],
  by_priority: [{ key: 'medium', total: 3, completed: 1 }],
  projects: [{ id: 'p', title: '홈페이지 개편', status: 'in_progress', progress: 45.83, tasks: 4, completed_tasks: 1 }],
};

describe('AnalyticsCharts', () => {
  it("when a project's stored progress is 45.83, then the WBS chart and its table show a whole 46 %", () => {
    render(<AnalyticsCharts report={report} />);
    const wbs = screen.getByRole('region', { name: '프로젝트별 WBS 진행률' });
    expect(within(wbs).getByRole('img')).toHaveAccessibleName('프로젝트별 WBS 진행률: 홈페이지 개편 46/100');
    expect(within(wbs).getByRole('row', { name: /홈페이지 개편/ })).toHaveTextContent('46%');
  });

  it("when to-dos have no category, then their group is labelled '카테고리 없음'", () => {
    render(<AnalyticsCharts report={report} />);
    const categories = screen.getByRole('region', { name: '카테고리별 할일' });
    expect(within(categories).getByRole('rowheader', { name: '카테고리 없음' })).toBeInTheDocument();
  });
});
