import type { CalendarSettings, HomeLayout, QuickAction } from '@haru/contracts';
import { request } from './http';
import { queryDef, STALE_MS } from './policy';

/** TanStack Query keys of the user's preferences. */
export const userPrefsKeys = {
  all: ['user-prefs'] as const,
  quickActions: ['user-prefs', 'quick-actions'] as const,
  homeLayout: ['user-prefs', 'home-screen-layout'] as const,
  calendarSettings: ['user-prefs', 'calendar-settings'] as const,
};

/** The saved quick actions in order (the server answers the defaults when none are saved). */
export function fetchQuickActions(signal?: AbortSignal): Promise<QuickAction[]> {
  return request<QuickAction[]>('/api/user/quick-actions', { signal });
}

export function saveQuickActions(actions: QuickAction[]): Promise<QuickAction[]> {
  return request<QuickAction[]>('/api/user/quick-actions', { method: 'PUT', body: { actions } });
}

export function fetchHomeLayout(signal?: AbortSignal): Promise<HomeLayout> {
  return request<HomeLayout>('/api/user/home-screen-layout', { signal });
}

export function saveHomeLayout(layout: HomeLayout): Promise<HomeLayout> {
  return request<HomeLayout>('/api/user/home-screen-layout', { method: 'PUT', body: { layout } });
}

/** The calendar's display settings (lunar labels; off when nothing is saved). */
export function fetchCalendarSettings(signal?: AbortSignal): Promise<CalendarSettings> {
  return request<CalendarSettings>('/api/user/calendar-settings', { signal });
}

export function saveCalendarSettings(settings: CalendarSettings): Promise<CalendarSettings> {
  return request<CalendarSettings>('/api/user/calendar-settings', { method: 'PUT', body: settings });
}

export const userPrefsQueries = {
  calendarSettings: () => queryDef(userPrefsKeys.calendarSettings, fetchCalendarSettings, STALE_MS.account),
};
