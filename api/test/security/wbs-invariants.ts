import type { WbsTask } from '@haru/contracts';

/** One project's tasks form a forest: parents in the same list, level = parent's level + 1, depth ≤ 5, no cycles. */
export function expectWbsInvariants(projectId: string, tasks: WbsTask[]): void {
  const byId = new Map(tasks.map((t) => [t.id, t]));
  for (const t of tasks) {
    expect(t.project_id).toBe(projectId);
    if (t.parent_id !== null) {
      const parent = byId.get(t.parent_id);
      expect({ task: t.id, parentInProject: !!parent }).toEqual({ task: t.id, parentInProject: true });
      expect(t.level).toBe(parent!.level + 1);
    } else {
      expect(t.level).toBe(1);
    }
    expect(t.level).toBeLessThanOrEqual(5);
    // Walk up: reaching the root within 5 steps proves there is no cycle through this task.
    let cur: WbsTask | undefined = t;
    let steps = 0;
    while (cur && cur.parent_id !== null && steps <= 5) {
      cur = byId.get(cur.parent_id);
      steps += 1;
    }
    expect({ task: t.id, reachesRoot: steps <= 4 && cur?.parent_id === null }).toEqual({ task: t.id, reachesRoot: true });
  }
}
