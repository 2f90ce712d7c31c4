/**
 * WBS progress roll-up, one rule for the server (which stores a project's progress) and the task tree screen.
 * A parent's progress is its children's, weighted by estimated hours of each child's subtree; children without
 * an estimate count as the average of those with one; when none has an estimate every child weighs the same.
 */
export interface ProgressPart {
  /** The child's own progress (a leaf) or its roll-up (a parent), 0–100. */
  progress: number;
  /** Estimated hours of the child's subtree; 0 when nothing in it has an estimate. */
  hours: number;
}

export function weightedProgress(parts: readonly ProgressPart[]): number {
  const known = parts.filter((p) => p.hours > 0);
  const fill = known.length ? known.reduce((s, p) => s + p.hours, 0) / known.length : 1;
  const weights = parts.map((p) => (p.hours > 0 ? p.hours : fill));
  const total = weights.reduce((s, w) => s + w, 0);
  return parts.reduce((s, p, i) => s + p.progress * weights[i], 0) / total;
}

/** A task's roll-up from its own fields and its children's parts: what it contributes to its parent. */
export function rollUpPart(own: { progress: number; estimated_hours: number | null }, children: readonly ProgressPart[]): ProgressPart {
  if (!children.length) return { progress: own.progress, hours: own.estimated_hours ?? 0 };
  const childHours = children.reduce((s, c) => s + c.hours, 0);
  return { progress: weightedProgress(children), hours: childHours > 0 ? childHours : own.estimated_hours ?? 0 };
}

export interface ProgressTask {
  id: string;
  parent_id: string | null;
  progress: number;
  estimated_hours: number | null;
}

/** Stored and shown with at most 2 decimals (SPEC.md section 9: the list rounds to 2 decimals). */
export function roundProgress(value: number): number {
  return Math.round(value * 100) / 100;
}

/**
 * A project's progress from its tasks (the roll-up of its root tasks, rounded to 2 decimals), or null when it
 * has none. A task whose parent is missing counts as a root; a task in a parent cycle is counted once, as a root.
 */
export function projectProgress(tasks: readonly ProgressTask[]): number | null {
  if (!tasks.length) return null;
  const ids = new Set(tasks.map((t) => t.id));
  const kids = new Map<string | null, ProgressTask[]>();
  for (const t of tasks) {
    const parent = t.parent_id && ids.has(t.parent_id) ? t.parent_id : null;
    const list = kids.get(parent);
    if (list) list.push(t);
    else kids.set(parent, [t]);
  }
  const seen = new Set<string>();
  const part = (task: ProgressTask): ProgressPart => {
    seen.add(task.id);
    const children = (kids.get(task.id) ?? []).filter((c) => !seen.has(c.id)).map(part);
    return rollUpPart(task, children);
  };
  const roots = (kids.get(null) ?? []).map(part);
  for (const t of tasks) if (!seen.has(t.id)) roots.push(part(t));
  return roundProgress(weightedProgress(roots));
}
