import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { keepPreviousData, replaceEqualDeep, useQuery } from '@tanstack/react-query';
import { calendarQueries } from '@haru/api-client';
import { queuedWrites, subscribeQueue, withQueuedEvents } from '@haru/api-client/offline';
import type { CalendarEvent, CalendarResponse } from '@haru/contracts';

const NO_EVENTS: CalendarEvent[] = [];

/**
 * A new answer keeps the unchanged parts of the last one of the same range (a refetch that changed nothing keeps the
 * grid's day lists). Another range's answer is taken as it is: compared item by item with the period shown before
 * the switch (the placeholder), it would share nothing and cost a deep walk of thousands of events.
 */
export function shareSameRange(old: unknown, next: unknown): unknown {
  const a = old as CalendarResponse | undefined;
  const b = next as CalendarResponse;
  return a && a.from === b.from && a.to === b.to ? replaceEqualDeep(a, b) : b;
}

/**
 * The merged events of the grid's range, with the user's queued offline writes applied (an item added or moved
 * offline shows at once); a failed load is logged and the grid stays empty (SPEC.md section 8).
 */
export function useCalendarEvents(from: string, to: string): { events: CalendarEvent[]; loading: boolean } {
  const writes = useSyncExternalStore(subscribeQueue, queuedWrites);
  const select = useCallback((data: CalendarResponse) => withQueuedEvents(data, writes), [writes]);
  const query = useQuery({ ...calendarQueries.range(from, to), placeholderData: keepPreviousData, select, structuralSharing: shareSameRange });
  useEffect(() => {
    if (query.isError) console.error('calendar load failed', query.error);
  }, [query.isError, query.error]);
  return { events: query.isError ? NO_EVENTS : query.data?.events ?? NO_EVENTS, loading: query.isPending };
}
