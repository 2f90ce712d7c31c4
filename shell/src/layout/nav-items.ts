/** Navigation targets (SPEC.md section 2, layout). Labels live in messages/ko.ts under `nav`. */
export const BOTTOM_NAV = [
  { key: 'home', path: '/home' },
  { key: 'utilities', path: '/utilities' },
  { key: 'functions', path: '/functions' },
  { key: 'calendar', path: '/calendar' },
  { key: 'mypage', path: '/mypage' },
] as const;

/** Which sidebar entries show a live count (see badge-counts.ts). */
export type BadgeKey = 'todo' | 'meetings' | 'wbs';

export interface SidebarItem { key: string; path: string; badge?: BadgeKey }

export const SIDEBAR_SECTIONS: { key: 'workspace' | 'projects' | 'devtools'; items: SidebarItem[] }[] = [
  {
    key: 'workspace',
    items: [
      { key: 'dashboard', path: '/dashboard' },
      { key: 'analytics', path: '/analytics' },
      { key: 'smartCalendar', path: '/calendar' },
    ],
  },
  {
    key: 'projects',
    items: [
      { key: 'todo', path: '/todo', badge: 'todo' },
      { key: 'meetings', path: '/meeting-notes', badge: 'meetings' },
      { key: 'wbs', path: '/wbs-manager', badge: 'wbs' },
    ],
  },
  {
    key: 'devtools',
    items: [
      { key: 'json', path: '/json-formatter' },
      { key: 'qr', path: '/qr-generator' },
      { key: 'apiTester', path: '/api-tester' },
    ],
  },
];
