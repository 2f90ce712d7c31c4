import { appMessages } from '../messages/ko-app';

export interface MenuEntry { label: string; path: string; keywords: string }

/** Everything the sidebar search can find: every screen a user can open from the menus, with extra words. */
export const MENU_ENTRIES: MenuEntry[] = [
  { label: appMessages.nav.home, path: '/home', keywords: 'home 홈 메인' },
  { label: appMessages.nav.dashboard, path: '/dashboard', keywords: 'dashboard 대시보드 통계' },
  { label: appMessages.nav.analytics, path: '/analytics', keywords: 'analytics report 분석 리포트 보고서' },
  { label: appMessages.nav.smartCalendar, path: '/calendar', keywords: 'calendar 캘린더 달력 일정' },
  { label: appMessages.nav.todo, path: '/todo', keywords: 'todo task 할일 할 일 업무' },
  { label: appMessages.titles['add-todo'], path: '/todo/add', keywords: 'new todo 할일 추가 새 할일' },
  { label: appMessages.nav.meetings, path: '/meeting-notes', keywords: 'meeting notes 회의록 회의' },
  { label: appMessages.nav.wbs, path: '/wbs-manager', keywords: 'wbs project 프로젝트 작업' },
  { label: appMessages.titles.wbs, path: '/wbs', keywords: 'wbs list 프로젝트 목록' },
  { label: appMessages.nav.utilities, path: '/utilities', keywords: 'utilities tools 유틸리티 도구' },
  { label: appMessages.nav.json, path: '/json-formatter', keywords: 'json formatter 포맷 정렬 워크벤치' },
  { label: appMessages.titles['json-compare'], path: '/json-compare', keywords: 'json compare diff 비교 차이' },
  { label: appMessages.nav.qr, path: '/qr-generator', keywords: 'qr code 큐알 코드 생성' },
  { label: appMessages.nav.apiTester, path: '/api-tester', keywords: 'api tester http 테스터 요청' },
  { label: appMessages.nav.functions, path: '/functions', keywords: 'functions 기능' },
  { label: appMessages.titles.mypage, path: '/mypage', keywords: 'mypage profile 마이 마이페이지 프로필 비밀번호' },
  { label: appMessages.titles['home-screen-customization'], path: '/home-screen-customization', keywords: 'customize layout 홈 화면 설정 꾸미기 빠른 실행' },
];

const normalize = (s: string) => s.normalize('NFC').toLowerCase().replace(/\s+/g, '');

/** Entries whose label or keywords contain the query (spaces and letter case ignored); label matches first. */
export function searchMenu(query: string, entries: MenuEntry[] = MENU_ENTRIES): MenuEntry[] {
  const q = normalize(query);
  if (!q) return [];
  const byLabel = entries.filter((e) => normalize(e.label).includes(q));
  const byKeyword = entries.filter((e) => !byLabel.includes(e) && normalize(e.keywords).includes(q));
  return [...byLabel, ...byKeyword];
}
