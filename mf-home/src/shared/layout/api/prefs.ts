import {
  fetchHomeLayout, fetchQuickActions as fetchSavedQuickActions, saveHomeLayout, saveQuickActions as saveActions, userPrefsKeys,
} from '@haru/api-client';
import { normalizeLayout, normalizeQuickActions } from '../lib/normalize';
import type { HomeLayout, QuickAction } from '../lib/types';

/**
 * The user-preference calls of SPEC.md section 7 through the shared client (same query keys as every other
 * screen). Loads never fail the screen: an empty or failed answer gives the defaults (SPEC.md sections 7 and 8).
 */
export const prefsKeys = { layout: userPrefsKeys.homeLayout, quickActions: userPrefsKeys.quickActions };

export async function fetchLayout(): Promise<HomeLayout> {
  try {
    return normalizeLayout(await fetchHomeLayout());
  } catch (error) {
    console.error('home-screen layout load failed', error);
    return normalizeLayout(null);
  }
}

export async function fetchQuickActions(): Promise<QuickAction[]> {
  try {
    return normalizeQuickActions(await fetchSavedQuickActions());
  } catch (error) {
    console.error('quick actions load failed', error);
    return normalizeQuickActions(null);
  }
}

export function saveLayout(layout: HomeLayout): Promise<unknown> {
  return saveHomeLayout(layout);
}

/** Icons are chosen on the client by id and never sent (SPEC.md section 7). */
export function saveQuickActions(actions: QuickAction[]): Promise<unknown> {
  return saveActions(actions);
}
