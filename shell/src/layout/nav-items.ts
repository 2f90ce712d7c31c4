import {
  Braces, CalendarDays, ChartColumn, House, LayoutDashboard, LayoutGrid, Network, NotebookPen, QrCode, Send, SquareCheckBig, UserRound, Wrench,
  type IconGlyph,
} from '@haru/ui-kit/src/icons';

/**
 * Navigation targets (SPEC.md section 2, layout). Labels live in messages/ko.ts under `nav`. `owns`: the first path
 * segments whose screens belong to the tab, so it stays highlighted on them (a to-do's detail is under 기능).
 */
export const BOTTOM_NAV = [
  { key: 'home', path: '/home', icon: House, owns: ['home', 'dashboard', 'analytics'] },
  { key: 'utilities', path: '/utilities', icon: Wrench, owns: ['utilities', 'json-formatter', 'json-compare', 'qr-generator', 'api-tester'] },
  {
    key: 'functions', path: '/functions', icon: LayoutGrid,
    owns: ['functions', 'todo', 'todolist', 'add-todo', 'meeting-notes', 'meeting', 'wbs-manager', 'wbs'],
  },
  { key: 'calendar', path: '/calendar', icon: CalendarDays, owns: ['calendar'] },
  { key: 'mypage', path: '/mypage', icon: UserRound, owns: ['mypage', 'home-screen-customization'] },
] as const;

/** The bottom tab that owns a path ('/todo/42' → functions), or none. */
export function bottomTabOf(pathname: string): string | undefined {
  const segment = pathname.split('/')[1] ?? '';
  return BOTTOM_NAV.find((item) => (item.owns as readonly string[]).includes(segment))?.key;
}

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
