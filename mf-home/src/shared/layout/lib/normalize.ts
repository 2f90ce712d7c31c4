import { DEFAULT_MAX_ITEMS, DEFAULT_SETTINGS, defaultLayout, defaultQuickActions, MAX_ITEMS_OPTIONS, SECTION_TYPES } from './defaults';
import type { HomeLayout, HomeSection, QuickAction, SectionType } from './types';

const byOrder = <T extends { order: number }>(a: T, b: T) => a.order - b.order;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Keep only settings keys the type knows, with the default's type; maxItems only from the allowed options. */
function mergeSettings<T extends SectionType>(type: T, saved: unknown): HomeSection<T>['settings'] {
  const defaults = DEFAULT_SETTINGS[type] as Record<string, unknown>;
  const merged: Record<string, unknown> = { ...defaults };
  if (isRecord(saved)) {
    for (const key of Object.keys(defaults)) {
      if (typeof saved[key] === typeof defaults[key]) merged[key] = saved[key];
    }
  }
  if (type === 'quickActions' && !(MAX_ITEMS_OPTIONS as readonly unknown[]).includes(merged.maxItems)) merged.maxItems = DEFAULT_MAX_ITEMS;
  if ('layout' in merged && merged.layout !== 'grid' && merged.layout !== 'list') merged.layout = 'grid';
  return merged as HomeSection<T>['settings'];
}

/**
 * A saved layout made safe to render: unknown sections dropped, missing ones appended (enabled, after the
 * saved ones), settings merged over the defaults, orders renumbered 1…n. Anything unusable → the defaults.
 */
export function normalizeLayout(raw: unknown): HomeLayout {
  const list = isRecord(raw) && Array.isArray(raw.sections) ? raw.sections : Array.isArray(raw) ? raw : null;
  if (!list || list.length === 0) return defaultLayout();
  const defaults = defaultLayout().sections;
  const seen = new Set<SectionType>();
  const saved: HomeSection[] = [];
  list.forEach((item, index) => {
    if (!isRecord(item) || !SECTION_TYPES.includes(item.type as SectionType) || seen.has(item.type as SectionType)) return;
    const type = item.type as SectionType;
    seen.add(type);
    const base = defaults.find((d) => d.type === type)!;
    saved.push({
      ...base,
      enabled: typeof item.enabled === 'boolean' ? item.enabled : true,
      order: typeof item.order === 'number' ? item.order : index + 1,
      settings: mergeSettings(type, item.settings),
    });
  });
  if (saved.length === 0) return defaultLayout();
  const missing = defaults.filter((d) => !seen.has(d.type));
  return { sections: renumber([...saved.sort(byOrder), ...missing]) };
}

/**
 * Saved quick actions over the defaults: an empty or failed list → the defaults (SPEC.md section 7); known ids
 * keep their saved enabled state and order; actions the user never saw are appended disabled-as-default.
 */
export function normalizeQuickActions(raw: unknown): QuickAction[] {
  const defaults = defaultQuickActions();
  if (!Array.isArray(raw) || raw.length === 0) return defaults;
  const seen = new Set<string>();
  const saved: QuickAction[] = [];
  raw.forEach((item, index) => {
    if (!isRecord(item) || typeof item.id !== 'string' || seen.has(item.id)) return;
    const base = defaults.find((d) => d.id === item.id);
    if (!base) return;
    seen.add(item.id);
    saved.push({
      ...base,
      enabled: typeof item.enabled === 'boolean' ? item.enabled : base.enabled,
      order: typeof item.order === 'number' ? item.order : index + 1,
    });
  });
  if (saved.length === 0) return defaults;
  return renumber([...saved.sort(byOrder), ...defaults.filter((d) => !seen.has(d.id))]);
}

/** The enabled quick actions in the user's order, at most maxItems (SPEC.md section 2). */
export function visibleQuickActions(actions: QuickAction[], maxItems: number): QuickAction[] {
  return actions.filter((a) => a.enabled).sort(byOrder).slice(0, Math.max(0, maxItems));
}

export function renumber<T extends { order: number }>(list: T[]): T[] {
  return list.map((item, i) => ({ ...item, order: i + 1 }));
}
