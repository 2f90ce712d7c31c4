import type { TodoBulkChange, TodoBulkPrevious, TodoDto } from '@haru/contracts';

type Field = keyof TodoBulkChange;
const FIELDS: readonly Field[] = ['status', 'priority', 'category', 'due_date'];

/** A to-do as a bulk change will leave it (shown before the server answers). */
export function withChange(todo: TodoDto, change: TodoBulkChange): TodoDto {
  const next = { ...todo };
  if (change.status !== undefined) Object.assign(next, { status: change.status, completed: change.status === 'completed' });
  if (change.priority !== undefined) next.priority = change.priority;
  if (change.category !== undefined) next.category = change.category;
  if (change.due_date !== undefined) Object.assign(next, { due_date: change.due_date, due_time: change.due_date ? todo.due_time : null });
  return next;
}

/**
 * The undo of a bulk change: the fields it changed, put back to each to-do's previous value. To-dos that had the
 * same values share one request (completing three open to-dos is undone by one PATCH).
 */
export function undoGroups(previous: readonly TodoBulkPrevious[], change: TodoBulkChange): { ids: string[]; change: TodoBulkChange }[] {
  const changed = FIELDS.filter((f) => change[f] !== undefined);
  const groups = new Map<string, { ids: string[]; change: TodoBulkChange }>();
  for (const p of previous) {
    const back = Object.fromEntries(changed.map((f) => [f, p[f]])) as TodoBulkChange;
    const key = JSON.stringify(back);
    const group = groups.get(key) ?? { ids: [], change: back };
    group.ids.push(p.id);
    groups.set(key, group);
  }
  return [...groups.values()];
}

/** The ids from `from` to `to` (either order) in the shown order; empty when either is not shown. */
export function rangeIds(order: readonly string[], from: string, to: string): string[] {
  const a = order.indexOf(from);
  const b = order.indexOf(to);
  if (a < 0 || b < 0) return [];
  return order.slice(Math.min(a, b), Math.max(a, b) + 1);
}
