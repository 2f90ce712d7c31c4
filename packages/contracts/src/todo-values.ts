/**
 * The to-do's fixed values without zod (issue 25): mf-todo's list screen bundles this file by its path
 * (`@haru/contracts/src/todo-values`), so /todo does not load the shared contracts and zod (about 50 ms of main
 * thread at load) for a few constants. todos.ts re-exports everything here; the API reads the same values.
 */
/** SPEC.md sections 3, 5 and 9: to-do fields and limits. */
export const TODO_LIMITS = { title: 100, description: 500, tagLength: 30, tags: 20, pageSize: 500, checklist: 50, checklistText: 200 } as const;

export const TODO_PRIORITIES = ['high', 'medium', 'low'] as const;
export const TODO_STATUSES = ['pending', 'in_progress', 'completed'] as const;
export const TODO_CATEGORIES = ['work', 'personal', 'study', 'health', 'finance', 'other'] as const;
export const TODO_SORTS = ['priority', 'due_date', 'created', 'title'] as const;

/** The categories' Korean names (SPEC.md section 3): what users type after '#' in quick add. */
export const TODO_CATEGORY_LABELS = { work: '업무', personal: '개인', study: '학습', health: '건강', finance: '금융', other: '기타' } as const;

export type TodoPriority = (typeof TODO_PRIORITIES)[number];
export type TodoStatus = (typeof TODO_STATUSES)[number];
export type TodoCategory = (typeof TODO_CATEGORIES)[number];
export type TodoSort = (typeof TODO_SORTS)[number];

/** Sort weight of a priority (SPEC.md section 9: high 3, medium 2, low 1). */
export const PRIORITY_RANK: Record<TodoPriority, number> = { high: 3, medium: 2, low: 1 };

/** Most to-dos one bulk request names (issue 22). */
export const TODO_BULK_MAX = 500;

/** Header carrying the next page's cursor when `limit` is given (the body stays an array). */
export const TODO_NEXT_CURSOR_HEADER = 'X-Next-Cursor';
