// By path, not the shared '@haru/contracts' (which would load zod on /home): see home-defaults.ts.
import { HOME_LAYOUT_DEFAULTS, HOME_SECTION_TYPES, MAX_ITEMS_OPTIONS as CONTRACT_MAX_ITEMS, QUICK_ACTION_DEFAULTS, SECTION_SETTINGS_DEFAULTS } from '@haru/contracts/src/home-defaults';
import type { HomeLayout, QuickAction, SectionSettingsMap, SectionType } from './types';

/**
 * The defaults of SPEC.md section 3 come from @haru/contracts, the same values the API answers with when nothing
 * is saved, so the screen and the server never disagree about them.
 */
export const MAX_ITEMS_OPTIONS = CONTRACT_MAX_ITEMS;
export const DEFAULT_SETTINGS = SECTION_SETTINGS_DEFAULTS as SectionSettingsMap;
export const DEFAULT_MAX_ITEMS = DEFAULT_SETTINGS.quickActions.maxItems;
export const QUICK_ACTION_PLACEHOLDERS = 4;
export const SECTION_TYPES: SectionType[] = [...HOME_SECTION_TYPES];

/** SPEC.md section 3: new to-do, meeting notes, JSON formatting, WBS enabled; the other four disabled. */
export function defaultQuickActions(): QuickAction[] {
  return QUICK_ACTION_DEFAULTS.map((action) => ({ ...action }));
}

/** SPEC.md section 3: welcome, stats, progress, quick actions, activity, all enabled. */
export function defaultLayout(): HomeLayout {
  return { sections: HOME_LAYOUT_DEFAULTS.sections.map((s) => ({ ...s, settings: { ...s.settings } })) as HomeLayout['sections'] };
}
