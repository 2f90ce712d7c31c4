import type { HomeLayout, QuickAction } from '@haru/contracts';
import { request } from './http';

/** TanStack Query keys of the user's preferences. */
export const userPrefsKeys = {
  all: ['user-prefs'] as const,
  quickActions: ['user-prefs', 'quick-actions'] as const,
  homeLayout: ['user-prefs', 'home-screen-layout'] as const,
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
