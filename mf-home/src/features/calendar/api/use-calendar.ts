import { useQuery } from '@tanstack/react-query';
import { calendarKeys, getCalendar } from '@haru/api-client';
import type { CalendarEvent } from '@haru/contracts';

/** The merged events of the grid's range; a failed load is logged and the grid stays empty (SPEC.md section 8). */
export function useCalendarEvents(from: string, to: string): { events: CalendarEvent[]; loading: boolean } {
  const query = useQuery({
    queryKey: calendarKeys.range(from, to),
    queryFn: async ({ signal }) => {
      try {
        return (await getCalendar(from, to, signal)).events;
      } catch (error) {
        if ((error as Error)?.name !== 'AbortError') console.error('calendar load failed', error);
        return [];
      }
    },
    placeholderData: (previous) => previous,
  });
  return { events: query.data ?? [], loading: query.isPending };
}
