import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { WbsTask } from '@haru/contracts';
import { buildTree, visibleNodes } from '../lib/tree';
import { TaskTree } from './task-tree';

let seq = 0;
const task = (id: string, parent_id: string | null, extra: Partial<WbsTask> = {}): WbsTask => ({
  id, project_id: 'p', title: id, description: '', start_date: null, end_date: null, duration: 1, progress: 0,
  status: 'not_started', priority: 'medium', assignee: '', estimated_hours: null, parent_id, level: 1, order_index: 0,
  created_at: `2025-01-01T00:00:${String(++seq).padStart(2, '0')}.000Z`, updated_at: '', ...extra,
});

const tasks = [
  task('기획', null, { start_date: '2025-03-03', end_date: '2025-03-14' }), task('요구사항', '기획', { progress: 100, start_date: '2025-03-03' }),
  task('화면', '기획', { status: 'blocked' }),
  task('L3', '화면'), task('L4', 'L3'), task('L5', 'L4'),
];

function Harness({ onAddChild = jest.fn(), onDelete = jest.fn() }) {
  const roots = buildTree(tasks);
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set());
  const toggle = (id: string) => setCollapsed((c) => (c.has(id) ? new Set() : new Set([id])));
  return <TaskTree nodes={visibleNodes(roots, collapsed)} collapsed={collapsed} onToggle={toggle} onAddChild={onAddChild} onEdit={jest.fn()} onDelete={onDelete} />;
}

describe('TaskTree', () => {
  it('shows outline numbers, Korean status and the roll-up of parents', () => {
    render(<Harness />);
    const rows = screen.getAllByRole('listitem');
    expect(rows.map((r) => r.querySelector('span[class*="outline"]')?.textContent)).toEqual(['1', '1.1', '1.2', '1.2.1', '1.2.1.1', '1.2.1.1.1']);
    expect(within(rows[2]).getByText('차단됨')).toBeInTheDocument();
    expect(within(rows[0]).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '50');
  });

  it('shows dates in the app\'s one range format, with 미정 for a missing side and nothing without dates', () => {
    render(<Harness />);
    const rows = screen.getAllByRole('listitem');
    expect(within(rows[0]).getByText('2025년 3월 3일 (월) ~ 3월 14일 (금)')).toBeInTheDocument();
    expect(within(rows[1]).getByText('2025년 3월 3일 (월) ~ 미정')).toBeInTheDocument();
    expect(within(rows[2]).queryByText(/~/)).not.toBeInTheDocument();
  });

  it('collapses and expands a subtree with a labelled button', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: '화면 하위 작업 접기' }));
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    const expand = screen.getByRole('button', { name: '화면 하위 작업 펼치기' });
    expect(expand).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(expand);
    expect(screen.getAllByRole('listitem')).toHaveLength(6);
  });

  it('offers no add-child button at depth 5, and reports which task to delete', async () => {
    const onDelete = jest.fn();
    render(<Harness onDelete={onDelete} />);
    expect(screen.queryByRole('button', { name: 'L5에 하위 작업 추가' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'L4에 하위 작업 추가' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '기획 삭제' }));
    expect(onDelete.mock.calls[0][0].descendantCount).toBe(5);
  });
});
