import type { CalendarEvent } from '@haru/contracts';

/** What the calendar can hide: to-dos, meetings, projects, completed to-dos and public holidays. */
export const FILTER_KINDS = ['todo', 'meeting', 'project', 'completed', 'holiday'] as const;
export type FilterKind = (typeof FILTER_KINDS)[number];
export type CalendarFilters = Record<FilterKind, boolean>;
export const SHOW_ALL: CalendarFilters = { todo: true, meeting: true, project: true, completed: true, holiday: true };

export function isFilters(value: unknown): value is CalendarFilters {
  return typeof value === 'object' && value !== null && FILTER_KINDS.every((k) => typeof (value as Record<string, unknown>)[k] === 'boolean');
}

/** The events the filters let through (a completed to-do needs both 할일 and 완료된 할일 on). */
export function visibleEvents(events: readonly CalendarEvent[], filters: CalendarFilters): CalendarEvent[] {
  return events.filter((e) => filters[e.type] && !(e.type === 'todo' && e.completed && !filters.completed));
}
