import { request } from '@haru/api-client';
import { normalizeLayout, normalizeQuickActions } from '../lib/normalize';
import type { HomeLayout, QuickAction } from '../lib/types';

/**
 * The user-preference calls of SPEC.md section 7 (/api/user/quick-actions, /api/user/home-screen-layout).
 * Loads never fail the screen: an empty or failed answer gives the defaults (SPEC.md sections 7 and 8).
 */
export const prefsKeys = {
  layout: ['user', 'home-screen-layout'] as const,
  quickActions: ['user', 'quick-actions'] as const,
};

export async function fetchLayout(): Promise<HomeLayout> {
  try {
    return normalizeLayout(await request<unknown>('/api/user/home-screen-layout'));
  } catch (error) {
    console.error('home-screen layout load failed', error);
    return normalizeLayout(null);
  }
}

export async function fetchQuickActions(): Promise<QuickAction[]> {
  try {
    return normalizeQuickActions(await request<unknown>('/api/user/quick-actions'));
  } catch (error) {
    console.error('quick actions load failed', error);
    return normalizeQuickActions(null);
  }
}

export function saveLayout(layout: HomeLayout): Promise<unknown> {
  return request('/api/user/home-screen-layout', { method: 'PUT', body: { layout } });
}

/** Icons are chosen on the client by id and never sent (SPEC.md section 7). */
export function saveQuickActions(actions: QuickAction[]): Promise<unknown> {
  return request('/api/user/quick-actions', { method: 'PUT', body: { actions } });
}
