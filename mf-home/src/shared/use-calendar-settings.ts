import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { saveCalendarSettings, userPrefsKeys, userPrefsQueries } from '@haru/api-client';
import type { CalendarSettings } from '@haru/contracts';

/**
 * The user's calendar settings and a save that updates the cache. Until they load (or when loading fails) lunar
 * labels are off, the API's default (contracts' DEFAULT_CALENDAR_SETTINGS; a type import keeps zod off this page).
 */
export function useCalendarSettings() {
  const client = useQueryClient();
  const query = useQuery(userPrefsQueries.calendarSettings());
  const save = useMutation({
    mutationFn: (settings: CalendarSettings) => saveCalendarSettings(settings),
    onSuccess: (saved) => client.setQueryData(userPrefsKeys.calendarSettings, saved),
  });
  return { lunarLabels: query.data?.lunar_labels ?? false, loaded: query.isSuccess, save };
}
