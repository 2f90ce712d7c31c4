/**
 * The home screen's defaults (SPEC.md section 3) without zod: mf-home bundles this file by its path
 * (`@haru/contracts/src/home-defaults`), so /home does not load the shared contracts and zod for a few constants.
 * user-prefs.ts re-exports them under their types; the API answers with the same values.
 */
export const MAX_ITEMS_OPTIONS = [4, 6, 8, 12] as const;

export const HOME_SECTION_TYPES = ['welcome', 'stats', 'progress', 'quickActions', 'activity'] as const;

export const QUICK_ACTION_DEFAULTS = [
  { id: 'new-todo', title: '새 할일', subtitle: '할일을 추가하고 관리하세요', path: '/todo', color: 'primary', enabled: true, order: 1 },
  { id: 'meeting-notes', title: '회의록', subtitle: '회의 내용을 기록하세요', path: '/meeting-notes', color: 'secondary', enabled: true, order: 2 },
  { id: 'json-formatter', title: 'JSON 포맷팅', subtitle: 'JSON을 보기 좋게 정리하세요', path: '/json-formatter', color: 'accent', enabled: true, order: 3 },
  { id: 'wbs', title: 'WBS', subtitle: '프로젝트 작업을 나누어 관리하세요', path: '/wbs-manager', color: 'info', enabled: true, order: 4 },
  { id: 'json-compare', title: 'JSON 비교', subtitle: '두 JSON의 차이를 찾으세요', path: '/json-compare', color: 'warning', enabled: false, order: 5 },
  { id: 'qr-generator', title: 'QR 생성', subtitle: 'QR 코드를 만드세요', path: '/qr-generator', color: 'success', enabled: false, order: 6 },
  { id: 'calendar', title: '캘린더', subtitle: '일정을 한눈에 보세요', path: '/calendar', color: 'primary', enabled: false, order: 7 },
  { id: 'utilities', title: '유틸리티', subtitle: '개발 도구 모음', path: '/utilities', color: 'secondary', enabled: false, order: 8 },
] as const;

export const SECTION_SETTINGS_DEFAULTS = {
  welcome: { showTime: true, showDate: true, showGreeting: true },
  stats: { layout: 'grid', showAnimations: true, showTodos: true, showProjects: true, showCompletion: true },
  progress: { showPercentage: true, showDetails: true, animateProgress: true },
  quickActions: { layout: 'grid', showIcons: true, showDescriptions: true, maxItems: 8 },
  activity: { showChart: true, showStats: true, showRecentActivity: true },
} as const;

export const HOME_LAYOUT_DEFAULTS = {
  sections: [
    { id: 'welcome', type: 'welcome', title: '환영 인사', description: '시계, 날짜와 인사말', enabled: true, order: 1, settings: SECTION_SETTINGS_DEFAULTS.welcome },
    { id: 'stats', type: 'stats', title: '통계', description: '할일과 프로젝트 현황', enabled: true, order: 2, settings: SECTION_SETTINGS_DEFAULTS.stats },
    { id: 'progress', type: 'progress', title: '진행률', description: '완료율과 진행 상황', enabled: true, order: 3, settings: SECTION_SETTINGS_DEFAULTS.progress },
    { id: 'quickActions', type: 'quickActions', title: '빠른 실행', description: '자주 쓰는 기능 바로가기', enabled: true, order: 4, settings: SECTION_SETTINGS_DEFAULTS.quickActions },
    { id: 'activity', type: 'activity', title: '활동', description: '최근 활동과 차트', enabled: true, order: 5, settings: SECTION_SETTINGS_DEFAULTS.activity },
  ],
} as const;
