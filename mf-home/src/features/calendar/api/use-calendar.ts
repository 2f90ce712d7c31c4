import { useEffect } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { calendarQueries } from '@haru/api-client';
import type { CalendarEvent } from '@haru/contracts';

const NO_EVENTS: CalendarEvent[] = [];

/** The merged events of the grid's range; a failed load is logged and the grid stays empty (SPEC.md section 8). */
export function useCalendarEvents(from: string, to: string): { events: CalendarEvent[]; loading: boolean } {
  const query = useQuery({ ...calendarQueries.range(from, to), placeholderData: keepPreviousData });
  useEffect(() => {
    if (query.isError) console.error('calendar load failed', query.error);
  }, [query.isError, query.error]);
  return { events: query.isError ? NO_EVENTS : query.data?.events ?? NO_EVENTS, loading: query.isPending };
}
