import { PRIORITY_RANK, type TodoDto, type TodoSort, type TodoStatus } from '@haru/contracts';

export type StatusFilter = TodoStatus | 'all';

const collator = new Intl.Collator('ko', { numeric: true, sensitivity: 'base' });
const byCreatedDesc = (a: TodoDto, b: TodoDto) => b.created_at.localeCompare(a.created_at);
const byPriority = (a: TodoDto, b: TodoDto) => PRIORITY_RANK[b.priority] - PRIORITY_RANK[a.priority];
/** Ascending; undated to-dos last. */
const byDue = (a: TodoDto, b: TodoDto) => {
  if (a.due_date === b.due_date) return 0;
  if (!a.due_date) return 1;
  if (!b.due_date) return -1;
  return a.due_date < b.due_date ? -1 : 1;
};

const COMPARATORS: Record<TodoSort, (a: TodoDto, b: TodoDto) => number> = {
  priority: (a, b) => byPriority(a, b) || byDue(a, b) || byCreatedDesc(a, b),
  due_date: (a, b) => byDue(a, b) || byPriority(a, b) || byCreatedDesc(a, b),
  created: byCreatedDesc,
  title: (a, b) => collator.compare(a.title, b.title) || byCreatedDesc(a, b),
};

/** The list the screen shows: filtered by status, then sorted (SPEC.md section 9). Never mutates the input. */
export function visibleTodos(todos: readonly TodoDto[], filter: StatusFilter, sort: TodoSort): TodoDto[] {
  const kept = filter === 'all' ? [...todos] : todos.filter((t) => t.status === filter);
  return kept.sort(COMPARATORS[sort]);
}
