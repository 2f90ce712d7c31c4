import { render, screen, within } from '@testing-library/react';
import type { AnalyticsReport } from '@haru/contracts';
import { AnalyticsCharts } from './analytics-charts';

const weeks = (values: number[]) => values.map((value, i) => ({ week: `2025-03-${String(3 + i * 7).padStart(2, '0')}`, value }));
const report: AnalyticsReport = {
  from: '2025-03-03', to: '2025-03-23',
  todos_completed: weeks([2, 0, 5]),
  meetings: weeks([0, 0, 0]),
  overdue: weeks([1, 3, 0]),
  by_category: [{ key: 'work', total: 4, completed: 1 }, { key: 'none', total: 2, completed: 2 }],
  by_priority: [{ key: 'high', total: 3, completed: 1 }],
  projects: [{ id: 'p1', title: '홈페이지 개편', status: 'in_progress', progress: 45.83, tasks: 5, completed_tasks: 2 }],
};

const card = (title: string) => screen.getByRole('region', { name: title });
const rowsOf = (title: string) => within(card(title)).getAllByRole('row').slice(1).map((tr) => [...tr.children].map((c) => c.textContent));

describe('AnalyticsCharts', () => {
  it('when a chart has data (a project at a stored 45.83 %, to-dos without a category), then it is drawn with a spoken summary and keeps its data table', () => {
    render(<AnalyticsCharts report={report} />);
    expect(within(card('주별 완료한 할일')).getByRole('img')).toHaveAccessibleName('주별 완료한 할일: 3/3 주 2, 3/10 주 0, 3/17 주 5');
    expect(rowsOf('주별 완료한 할일')).toEqual([['2025-03-03', '2'], ['2025-03-10', '0'], ['2025-03-17', '5']]);
    expect(rowsOf('주별 지연 할일')).toEqual([['2025-03-03', '1'], ['2025-03-10', '3'], ['2025-03-17', '0']]);
    expect(rowsOf('카테고리별 할일')).toEqual([['업무', '4', '1'], ['카테고리 없음', '2', '2']]);
    expect(rowsOf('우선순위별 할일')).toEqual([['높음', '3', '1'], ['보통', '0', '0'], ['낮음', '0', '0']]);
    expect(rowsOf('프로젝트별 WBS 진행률')).toEqual([['홈페이지 개편', '진행중', '46%', '2 / 5']]);
    expect(within(card('프로젝트별 WBS 진행률')).getByRole('img')).toHaveAccessibleName('프로젝트별 WBS 진행률: 홈페이지 개편 46/100');
    for (const title of ['주별 완료한 할일', '주별 지연 할일', '카테고리별 할일', '우선순위별 할일', '프로젝트별 WBS 진행률']) {
      expect(within(card(title)).getByRole('img').querySelector('.recharts-wrapper svg')).not.toBeNull();
    }
  });

  it('when a chart has no data, then it says so instead of drawing, and the table still lists the weeks', () => {
    render(<AnalyticsCharts report={report} />);
    expect(within(card('주별 회의')).queryByRole('img')).not.toBeInTheDocument();
    expect(within(card('주별 회의')).getByText('이 기간에는 데이터가 없습니다.')).toBeInTheDocument();
    expect(rowsOf('주별 회의')).toHaveLength(3);
  });
});
