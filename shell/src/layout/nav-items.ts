/** Navigation targets (SPEC.md section 2, layout). Labels live in messages/ko.ts under `nav`. */
export const BOTTOM_NAV = [
  { key: 'home', path: '/home' },
  { key: 'utilities', path: '/utilities' },
  { key: 'functions', path: '/functions' },
  { key: 'calendar', path: '/calendar' },
  { key: 'mypage', path: '/mypage' },
] as const;

export const SIDEBAR_SECTIONS = [
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
      { key: 'todo', path: '/todo' },
      { key: 'meetings', path: '/meeting-notes' },
      { key: 'wbs', path: '/wbs-manager' },
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
] as const;
