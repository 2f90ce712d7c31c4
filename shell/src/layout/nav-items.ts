import {
  Braces, CalendarDays, ChartColumn, House, LayoutDashboard, LayoutGrid, Network, NotebookPen, QrCode, Send, SquareCheckBig, UserRound, Wrench,
  type IconGlyph,
} from '@haru/ui-kit/src/icons';

/** Navigation targets (SPEC.md section 2, layout). Labels live in messages/ko.ts under `nav`. */
export const BOTTOM_NAV = [
  { key: 'home', path: '/home', icon: House },
  { key: 'utilities', path: '/utilities', icon: Wrench },
  { key: 'functions', path: '/functions', icon: LayoutGrid },
  { key: 'calendar', path: '/calendar', icon: CalendarDays },
  { key: 'mypage', path: '/mypage', icon: UserRound },
] as const;

/** Which sidebar entries show a live count (see badge-counts.ts). */
export type BadgeKey = 'todo' | 'meetings' | 'wbs';

export interface SidebarItem { key: string; path: string; icon: IconGlyph; badge?: BadgeKey }

export const SIDEBAR_SECTIONS: { key: 'workspace' | 'projects' | 'devtools'; items: SidebarItem[] }[] = [
  {
    key: 'workspace',
    items: [
      { key: 'dashboard', path: '/dashboard', icon: LayoutDashboard },
      { key: 'analytics', path: '/analytics', icon: ChartColumn },
      { key: 'smartCalendar', path: '/calendar', icon: CalendarDays },
    ],
  },
  {
    key: 'projects',
    items: [
      { key: 'todo', path: '/todo', icon: SquareCheckBig, badge: 'todo' },
      { key: 'meetings', path: '/meeting-notes', icon: NotebookPen, badge: 'meetings' },
      { key: 'wbs', path: '/wbs-manager', icon: Network, badge: 'wbs' },
    ],
  },
  {
    key: 'devtools',
    items: [
      { key: 'json', path: '/json-formatter', icon: Braces },
      { key: 'qr', path: '/qr-generator', icon: QrCode },
      { key: 'apiTester', path: '/api-tester', icon: Send },
    ],
  },
];
