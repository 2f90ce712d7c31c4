import type { WbsTask } from '@haru/contracts';
import { allNodes, buildTree, findNode, parentCandidates, visibleNodes } from './tree';

let seq = 0;
function task(id: string, parent_id: string | null, extra: Partial<WbsTask> = {}): WbsTask {
  seq += 1;
  return {
    id, project_id: 'p', title: id, description: '', start_date: null, end_date: null, duration: 1, progress: 0,
    status: 'not_started', priority: 'medium', assignee: '', estimated_hours: null, parent_id, level: 1,
    order_index: 0, created_at: `2025-01-01T00:00:${String(seq).padStart(2, '0')}.000Z`, updated_at: '', ...extra,
  };
}

describe('buildTree and outline numbers', () => {
  it('numbers siblings by order_index then creation: 1, 1.2, 1.2.3', () => {
    const roots = buildTree([
      task('b', null, { order_index: 1 }),
      task('a', null, { order_index: 0 }),
      task('a1', 'a'),
      task('a2', 'a'),
      task('a2x', 'a2'),
      task('a2y', 'a2'),
      task('a2z', 'a2'),
    ]);
    expect(allNodes(roots).map((n) => `${n.outline} ${n.task.id} ${n.depth}`)).toEqual([
      '1 a 1', '1.1 a1 2', '1.2 a2 2', '1.2.1 a2x 3', '1.2.2 a2y 3', '1.2.3 a2z 3', '2 b 1',
    ]);
    expect(findNode(roots, 'a')?.descendantCount).toBe(5);
  });

  it('keeps a task whose parent is gone as a root', () => {
    const roots = buildTree([task('x', 'missing'), task('y', null)]);
    expect(roots.map((r) => r.task.id).sort()).toEqual(['x', 'y']);
  });

  it('hides the descendants of collapsed nodes only', () => {
    const roots = buildTree([task('a', null), task('a1', 'a'), task('a11', 'a1'), task('b', null)]);
    expect(visibleNodes(roots, new Set(['a1'])).map((n) => n.task.id)).toEqual(['a', 'a1', 'b']);
    expect(visibleNodes(roots, new Set(['a'])).map((n) => n.task.id)).toEqual(['a', 'b']);
  });
});

describe('roll-up progress', () => {
  it('weights children by estimated hours', () => {
    const roots = buildTree([
      task('p', null, { progress: 0 }),
      task('c1', 'p', { progress: 100, estimated_hours: 30 }),
      task('c2', 'p', { progress: 0, estimated_hours: 10 }),
    ]);
    expect(roots[0].rolledProgress).toBe(75);
    expect(roots[0].hours).toBe(40);
  });

  it('weighs children equally when none has an estimate', () => {
    const roots = buildTree([task('p', null), task('c1', 'p', { progress: 100 }), task('c2', 'p', { progress: 50 }), task('c3', 'p', { progress: 0 })]);
    expect(roots[0].rolledProgress).toBe(50);
  });

  it('gives a child without an estimate the average estimate of its siblings', () => {
    const roots = buildTree([
      task('p', null),
      task('c1', 'p', { progress: 100, estimated_hours: 10 }),
      task('c2', 'p', { progress: 0, estimated_hours: 30 }),
      task('c3', 'p', { progress: 100 }),
    ]);
    expect(roots[0].rolledProgress).toBe(50);
  });

  it('rolls up through several levels', () => {
    const roots = buildTree([
      task('p', null),
      task('m', 'p', { estimated_hours: 5 }),
      task('m1', 'm', { progress: 100, estimated_hours: 10 }),
      task('m2', 'm', { progress: 0, estimated_hours: 10 }),
      task('n', 'p', { progress: 100, estimated_hours: 20 }),
      task('q', null, { progress: 0, estimated_hours: 40 }),
    ]);
    expect(findNode(roots, 'm')?.rolledProgress).toBe(50);
    expect(findNode(roots, 'p')?.rolledProgress).toBe(75);
  });
});

describe('parentCandidates', () => {
  const roots = buildTree([
    task('l1', null), task('l2', 'l1'), task('l3', 'l2'), task('l4', 'l3'), task('l5', 'l4'),
    task('x', null), task('x1', 'x'),
  ]);

  it('for a new task, offers every task above depth 5', () => {
    expect(parentCandidates(roots, null).map((n) => n.task.id)).toEqual(['l1', 'l2', 'l3', 'l4', 'x', 'x1']);
  });

  it('for a moved task, excludes itself, its descendants and parents too deep for its subtree', () => {
    expect(parentCandidates(roots, findNode(roots, 'x')).map((n) => n.task.id)).toEqual(['l1', 'l2', 'l3']);
    expect(parentCandidates(roots, findNode(roots, 'l2')).map((n) => n.task.id)).toEqual(['l1', 'x']);
  });
});
