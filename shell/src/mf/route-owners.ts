/** Which remote owns which top-level path segment (ARCHITECTURE.md section 1). */
export const ROUTE_OWNERS: Record<string, string> = {
  home: 'mf_home',
  dashboard: 'mf_home',
  functions: 'mf_home',
  calendar: 'mf_home',
  analytics: 'mf_home',
  mypage: 'mf_home',
  'home-screen-customization': 'mf_home',
  todo: 'mf_todo',
  todolist: 'mf_todo',
  'add-todo': 'mf_todo',
  'meeting-notes': 'mf_meetings',
  meeting: 'mf_meetings',
  'wbs-manager': 'mf_wbs',
  wbs: 'mf_wbs',
  utilities: 'mf_tools',
  'json-formatter': 'mf_tools',
  'json-compare': 'mf_tools',
  'qr-generator': 'mf_tools',
  'api-tester': 'mf_tools',
};

/** The remote that renders `pathname`, or null when no remote owns it. */
export function ownerOf(pathname: string): string | null {
  const segment = pathname.split('/')[1] ?? '';
  return ROUTE_OWNERS[segment] ?? null;
}
