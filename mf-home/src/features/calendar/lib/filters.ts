import type { CalendarEvent, TodoCategory } from '@haru/contracts';

/** What the calendar can hide: to-dos, meetings, projects, WBS tasks, completed to-dos and public holidays. */
export const FILTER_KINDS = ['todo', 'meeting', 'project', 'task', 'completed', 'holiday'] as const;
export type FilterKind = (typeof FILTER_KINDS)[number];
export type CalendarFilters = Record<FilterKind, boolean>;
export const SHOW_ALL: CalendarFilters = { todo: true, meeting: true, project: true, task: true, completed: true, holiday: true };
/** Kinds added after users first stored their switches: a stored set without them is taken, and shows them. */
const ADDED_KINDS: readonly FilterKind[] = ['task'];

export function isFilters(value: unknown): value is CalendarFilters {
  if (typeof value !== 'object' || value === null) return false;
  const switches = value as Record<string, unknown>;
  return FILTER_KINDS.every((k) => typeof switches[k] === 'boolean' || (ADDED_KINDS.includes(k) && switches[k] === undefined));
}
/** A stored set of switches with the kinds it predates shown. */
export const withAddedKinds = (filters: CalendarFilters): CalendarFilters => ({ ...SHOW_ALL, ...filters });

/**
 * The to-do categories (the contract's TODO_CATEGORIES, checked by filters.test.ts: the contracts' values would load
 * zod on /home), 'none' for to-dos without one; '' shows every to-do.
 */
export const CATEGORIES = ['work', 'personal', 'study', 'health', 'finance', 'other'] as const satisfies readonly TodoCategory[];
export type CategoryFilter = '' | TodoCategory | 'none';
export const isCategoryFilter = (value: unknown): value is CategoryFilter => value === '' || value === 'none' || CATEGORIES.includes(value as TodoCategory);

/**
 * The events the filters let through: a completed to-do needs both 할일 and 완료된 할일 on; with a category chosen,
 * only the to-dos of that category (meetings and projects are not filtered by it).
 */
export function visibleEvents(events: readonly CalendarEvent[], filters: CalendarFilters, category: CategoryFilter = ''): CalendarEvent[] {
  const inCategory = (e: CalendarEvent) => category === '' || e.type !== 'todo' || (e.category ?? 'none') === category;
  return events.filter((e) => filters[e.type] && !(e.type === 'todo' && e.completed && !filters.completed) && inCategory(e));
}

/** The hidden kinds as the URL keeps them ('project,holiday'), and back (unknown names ignored). */
export const hiddenKinds = (filters: CalendarFilters) => FILTER_KINDS.filter((k) => !filters[k]).join(',');
export function filtersFromHidden(hidden: string): CalendarFilters {
  const names = new Set(hidden.split(','));
  return Object.fromEntries(FILTER_KINDS.map((k) => [k, !names.has(k)])) as CalendarFilters;
}
