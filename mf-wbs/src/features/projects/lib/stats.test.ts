import type { WbsProject } from '@haru/contracts';
import { projectStats, recentProjects } from './stats';

const p = (id: number, status: WbsProject['status'], progress: number): WbsProject => ({
  id: String(id), title: `p${id}`, description: '', start_date: '2025-01-01', end_date: '2025-01-02', status, progress, progress_source: 'manual', manual_progress: progress,
  created_at: '', updated_at: `2025-01-${String(id).padStart(2, '0')}T00:00:00.000Z`,
});

it('counts by status and rounds the average progress', () => {
  expect(projectStats([p(1, 'completed', 100), p(2, 'in_progress', 33.3), p(3, 'planning', 0)])).toEqual({ total: 3, completed: 1, inProgress: 1, average: 44 });
  expect(projectStats([])).toEqual({ total: 0, completed: 0, inProgress: 0, average: 0 });
});

it('keeps the 6 most recently updated', () => {
  const list = [1, 2, 3, 4, 5, 6, 7, 8].map((i) => p(i, 'planning', 0));
  expect(recentProjects(list).map((x) => x.id)).toEqual(['8', '7', '6', '5', '4', '3']);
});
