/** SPEC.md section 3: quick action and home layout, as GET/PUT /api/user/{quick-actions,home-screen-layout} carry them. */
export type QuickActionColor = 'primary' | 'secondary' | 'accent' | 'info' | 'warning' | 'success';

export interface QuickAction {
  id: string;
  title: string;
  subtitle: string;
  path: string;
  color: QuickActionColor;
  enabled: boolean;
  order: number;
}

export type SectionType = 'welcome' | 'stats' | 'progress' | 'quickActions' | 'activity';

export interface SectionSettingsMap {
  welcome: { showTime: boolean; showDate: boolean; showGreeting: boolean };
  stats: { layout: 'grid' | 'list'; showAnimations: boolean; showTodos: boolean; showProjects: boolean; showCompletion: boolean };
  progress: { showPercentage: boolean; showDetails: boolean; animateProgress: boolean };
  quickActions: { layout: 'grid' | 'list'; showIcons: boolean; showDescriptions: boolean; maxItems: number };
  activity: { showChart: boolean; showStats: boolean; showRecentActivity: boolean };
}

export interface HomeSection<T extends SectionType = SectionType> {
  id: string;
  type: T;
  title: string;
  description: string;
  enabled: boolean;
  /** from 1 */
  order: number;
  settings: SectionSettingsMap[T];
}

export interface HomeLayout { sections: HomeSection[] }
