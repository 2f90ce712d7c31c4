import type { CalendarResponse } from '@haru/contracts';
import { request } from './http';
import { queryDef } from './policy';

export const calendarKeys = {
  all: ['calendar'] as const,
  range: (from: string, to: string) => ['calendar', from, to] as const,
};

/** GET /api/calendar?from=&to=: to-dos, meetings and projects of a date range, merged. */
export function getCalendar(from: string, to: string, signal?: AbortSignal): Promise<CalendarResponse> {
  const query = new URLSearchParams({ from, to });
  return request<CalendarResponse>(`/api/calendar?${query}`, { signal });
}

export const calendarQueries = {
  range: (from: string, to: string) => queryDef(calendarKeys.range(from, to), (signal) => getCalendar(from, to, signal)),
};
