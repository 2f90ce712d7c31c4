import { render, screen } from '@testing-library/react';
import type { WbsProject } from '@haru/contracts';
import { ProjectSummary } from './project-summary';

const project = (extra: Partial<WbsProject>): WbsProject => ({
  id: 'p', title: '홈페이지 개편', description: '', start_date: '2025-03-01', end_date: '2025-04-30', status: 'in_progress',
  progress: 0, progress_source: 'manual', manual_progress: 0, created_at: '2025-03-01T00:00:00.000Z', updated_at: '2025-03-02T00:00:00.000Z', ...extra,
});

describe('ProjectSummary: the overall progress is the server’s one number', () => {
  it('when the project has tasks, then it shows the stored roll-up as a whole percent and says it comes from the tasks', () => {
    render(<ProjectSummary project={project({ progress: 45.83, progress_source: 'tasks', manual_progress: 0 })} onEdit={jest.fn()} onDelete={jest.fn()} />);
    const bar = screen.getByRole('progressbar', { name: '전체 진행률' });
    expect(bar).toHaveAttribute('aria-valuenow', '46');
    expect(screen.getByText('46%')).toBeInTheDocument();
    expect(screen.getByText('작업 진행률을 예상 소요 시간 비중으로 합산한 값입니다.')).toBeInTheDocument();
    expect(screen.queryByText(/0%/)).not.toBeInTheDocument();
  });

  it('when the project has no tasks, then it shows the manual progress and says so', () => {
    render(<ProjectSummary project={project({ progress: 30, manual_progress: 30 })} onEdit={jest.fn()} onDelete={jest.fn()} />);
    expect(screen.getByRole('progressbar', { name: '전체 진행률' })).toHaveAttribute('aria-valuenow', '30');
    expect(screen.getByText('작업이 없어 프로젝트 수정에서 입력한 진행률을 표시합니다.')).toBeInTheDocument();
  });
});
