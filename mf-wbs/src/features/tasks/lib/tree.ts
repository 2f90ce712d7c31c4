import { rollUpPart, WBS_LIMITS, type WbsTask } from '@haru/contracts';

/** One task in the tree with what the screen derives from it. */
export interface TaskNode {
  task: WbsTask;
  children: TaskNode[];
  /** WBS outline number: 1, 1.2, 1.2.3 */
  outline: string;
  /** Depth from the tree (1 for a root). */
  depth: number;
  /** Own progress for a leaf; for a parent, the roll-up of its children. */
  rolledProgress: number;
  /** Estimated hours of the subtree (a parent's own when its children have none). */
  hours: number;
  descendantCount: number;
}

function bySiblingOrder(a: WbsTask, b: WbsTask): number {
  return a.order_index - b.order_index || a.created_at.localeCompare(b.created_at) || a.id.localeCompare(b.id);
}

/**
 * Builds the task tree. A task whose parent is missing becomes a root, so nothing disappears; a parent cycle
 * (impossible through the API) is broken the same way.
 */
export function buildTree(tasks: readonly WbsTask[]): TaskNode[] {
  const ids = new Set(tasks.map((t) => t.id));
  const kids = new Map<string | null, WbsTask[]>();
  for (const t of tasks) {
    const parent = t.parent_id && ids.has(t.parent_id) ? t.parent_id : null;
    kids.set(parent, [...(kids.get(parent) ?? []), t]);
  }
  const seen = new Set<string>();
  const build = (task: WbsTask, outline: string, depth: number): TaskNode => {
    seen.add(task.id);
    const children = (kids.get(task.id) ?? [])
      .filter((c) => !seen.has(c.id))
      .sort(bySiblingOrder)
      .map((c, i) => build(c, `${outline}.${i + 1}`, depth + 1));
    return { task, children, outline, depth, ...rollUp(task, children) };
  };
  const roots = [...(kids.get(null) ?? [])].sort(bySiblingOrder).map((t, i) => build(t, String(i + 1), 1));
  const stranded = tasks.filter((t) => !seen.has(t.id)).sort(bySiblingOrder);
  for (const t of stranded) if (!seen.has(t.id)) roots.push(build(t, String(roots.length + 1), 1));
  return roots;
}

/**
 * A parent's progress is its children's, weighted by estimated hours (`rollUpPart`: the rule the server uses for
 * the project's stored progress, so the tree and the project agree).
 */
export function rollUp(task: Pick<WbsTask, 'progress' | 'estimated_hours'>, children: readonly TaskNode[]) {
  const descendantCount = children.reduce((n, c) => n + 1 + c.descendantCount, 0);
  const { progress, hours } = rollUpPart(task, children.map((c) => ({ progress: c.rolledProgress, hours: c.hours })));
  return { rolledProgress: progress, hours, descendantCount };
}

/** Nodes in display order, skipping the descendants of collapsed nodes. */
export function visibleNodes(roots: readonly TaskNode[], collapsed: ReadonlySet<string>): TaskNode[] {
  const out: TaskNode[] = [];
  const walk = (nodes: readonly TaskNode[]) => {
    for (const node of nodes) {
      out.push(node);
      if (!collapsed.has(node.task.id)) walk(node.children);
    }
  };
  walk(roots);
  return out;
}

/** Every node in display order. */
export function allNodes(roots: readonly TaskNode[]): TaskNode[] {
  return visibleNodes(roots, new Set());
}

function height(node: TaskNode): number {
  return node.children.length ? 1 + Math.max(...node.children.map(height)) : 0;
}

function containsId(node: TaskNode, id: string): boolean {
  return node.task.id === id || node.children.some((c) => containsId(c, id));
}

/**
 * Tasks that may become the parent of `moving` (or of a new task when `moving` is null): not the task itself
 * nor below it, and deep enough room for the moving subtree within the 5-level limit.
 */
export function parentCandidates(roots: readonly TaskNode[], moving: TaskNode | null): TaskNode[] {
  const need = moving ? height(moving) : 0;
  return allNodes(roots).filter(
    (n) => (!moving || !containsId(moving, n.task.id)) && n.depth + 1 + need <= WBS_LIMITS.maxDepth,
  );
}

export function findNode(roots: readonly TaskNode[], id: string): TaskNode | null {
  return allNodes(roots).find((n) => n.task.id === id) ?? null;
}
