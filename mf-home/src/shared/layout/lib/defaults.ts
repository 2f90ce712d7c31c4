import { messages } from '../../../messages/ko';
import type { HomeLayout, HomeSection, QuickAction, QuickActionColor, SectionSettingsMap, SectionType } from './types';

export const MAX_ITEMS_OPTIONS = [4, 6, 8, 12] as const;
export const DEFAULT_MAX_ITEMS = 8;
export const QUICK_ACTION_PLACEHOLDERS = 4;

type QuickActionSeed = [id: keyof typeof messages.quickActions, path: string, color: QuickActionColor, enabled: boolean];
const QUICK_ACTION_SEEDS: QuickActionSeed[] = [
  ['new-todo', '/todo', 'primary', true],
  ['meeting-notes', '/meeting-notes', 'secondary', true],
  ['json-formatter', '/json-formatter', 'accent', true],
  ['wbs', '/wbs-manager', 'info', true],
  ['json-compare', '/json-compare', 'warning', false],
  ['qr-generator', '/qr-generator', 'success', false],
  ['calendar', '/calendar', 'info', false],
  ['utilities', '/utilities', 'secondary', false],
];

/** SPEC.md section 3: new to-do, meeting notes, JSON formatting, WBS enabled; the other four disabled. */
export function defaultQuickActions(): QuickAction[] {
  return QUICK_ACTION_SEEDS.map(([id, path, color, enabled], i) => ({
    id, path, color, enabled, order: i + 1, ...messages.quickActions[id],
  }));
}

export const DEFAULT_SETTINGS: SectionSettingsMap = {
  welcome: { showTime: true, showDate: true, showGreeting: true },
  stats: { layout: 'grid', showAnimations: true, showTodos: true, showProjects: true, showCompletion: true },
  progress: { showPercentage: true, showDetails: true, animateProgress: true },
  quickActions: { layout: 'grid', showIcons: true, showDescriptions: true, maxItems: DEFAULT_MAX_ITEMS },
  activity: { showChart: true, showStats: true, showRecentActivity: true },
};

export const SECTION_TYPES: SectionType[] = ['welcome', 'stats', 'progress', 'quickActions', 'activity'];

function defaultSection<T extends SectionType>(type: T, order: number): HomeSection<T> {
  return { id: type, type, enabled: true, order, settings: { ...DEFAULT_SETTINGS[type] }, ...messages.sections[type] };
}

/** SPEC.md section 3: welcome, stats, progress, quick actions, activity, all enabled. */
export function defaultLayout(): HomeLayout {
  return { sections: SECTION_TYPES.map((type, i) => defaultSection(type, i + 1)) };
}
