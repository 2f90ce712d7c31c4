import { render, screen } from '@testing-library/react';
import type { WbsProject } from '@haru/contracts';
import { MemoryRouter } from '@haru/router';
import { ProjectCollection } from './project-collection';

const project: WbsProject = {
  id: 'p', title: '홈페이지 개편', description: '', start_date: '2025-03-01', end_date: '2025-04-30', status: 'in_progress',
  progress: 45.83, progress_source: 'tasks', manual_progress: 0, created_at: '2025-03-01T00:00:00.000Z', updated_at: '2025-03-02T00:00:00.000Z',
};

const show = (view: 'card' | 'list', decimals: 0 | 2) =>
  render(<MemoryRouter><ProjectCollection projects={[project]} view={view} hrefOf={(p) => `/wbs/detail/${p.id}`} decimals={decimals} /></MemoryRouter>);

describe('ProjectCollection shows the stored progress, rounded as the screen asks', () => {
  it.each(['card', 'list'] as const)('when the project list (/wbs, %s view) shows it, then with 2 decimals', (view) => {
    show(view, 2);
    expect(screen.getByText('45.83%')).toBeInTheDocument();
  });

  it('when the WBS manager shows it, then as a whole percent', () => {
    show('card', 0);
    expect(screen.getByText('46%')).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '46');
  });
});
