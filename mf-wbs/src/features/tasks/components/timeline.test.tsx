import { render, screen } from '@testing-library/react';
import type { WbsProject, WbsTask } from '@haru/contracts';
import { buildTree, allNodes } from '../lib/tree';
import { Timeline } from './timeline';

const project: WbsProject = { id: 'p', title: 'P', description: '', start_date: '2025-01-01', end_date: '2025-02-28', status: 'planning', progress: 0, progress_source: 'manual', manual_progress: 0, created_at: '', updated_at: '' };
const base = { project_id: 'p', description: '', duration: 1, progress: 0, status: 'in_progress', priority: 'medium', assignee: '', estimated_hours: null, level: 1, order_index: 0, updated_at: '' } as const;
const tasks: WbsTask[] = [
  { ...base, id: 'a', title: '설계', start_date: '2025-01-06', end_date: '2025-01-10', parent_id: null, created_at: '1' },
  { ...base, id: 'b', title: '미정 작업', start_date: null, end_date: null, parent_id: null, created_at: '2' },
];

it('draws a bar per dated task, marks undated ones and today inside the range', () => {
  render(<Timeline project={project} nodes={allNodes(buildTree(tasks))} today="2025-01-15" />);
  expect(screen.getByRole('table', { name: '작업 타임라인' })).toBeInTheDocument();
  expect(screen.getAllByText(/설계: 2025년 1월 6일 \(월\) ~ 1월 10일 \(금\)/).length).toBeGreaterThan(0);
  expect(screen.getByText('일정 없음')).toBeInTheDocument();
  expect(screen.getByText('오늘')).toBeInTheDocument();
});

it('has no today marker when today is outside the project', () => {
  render(<Timeline project={project} nodes={allNodes(buildTree(tasks))} today="2026-01-01" />);
  expect(screen.queryByText('오늘')).not.toBeInTheDocument();
});
