import { z } from 'zod';
import { HOME_LAYOUT_DEFAULTS, HOME_SECTION_TYPES, MAX_ITEMS_OPTIONS, QUICK_ACTION_DEFAULTS, SECTION_SETTINGS_DEFAULTS } from './home-defaults';

export { HOME_SECTION_TYPES, MAX_ITEMS_OPTIONS };

/** Quick actions and the home-screen layout (SPEC.md section 3): defaults, limits and validation. */
export const PREFS_MESSAGES = {
  actionsInvalid: '빠른 실행 항목이 올바르지 않습니다.',
  actionIdInvalid: '빠른 실행 항목의 ID가 올바르지 않습니다.',
  actionIdDuplicate: '빠른 실행 항목의 ID가 중복되었습니다.',
  actionTitleRequired: '빠른 실행 항목의 제목을 입력해주세요.',
  actionTitleTooLong: '빠른 실행 항목의 제목은 30자를 초과할 수 없습니다.',
  actionSubtitleTooLong: '빠른 실행 항목의 설명은 60자를 초과할 수 없습니다.',
  actionPathInvalid: '빠른 실행 항목의 경로는 앱 안의 화면이어야 합니다.',
  actionColorInvalid: '빠른 실행 항목의 색상이 올바르지 않습니다.',
  orderInvalid: '순서는 1 이상의 정수여야 합니다.',
  actionOrderInvalid: '순서는 0 이상의 정수여야 합니다.',
  orderDuplicate: '순서가 중복되었습니다.',
  tooManyActions: '빠른 실행 항목은 최대 20개까지 저장할 수 있습니다.',
  layoutInvalid: '홈 화면 구성이 올바르지 않습니다.',
  sectionTypeDuplicate: '같은 종류의 섹션은 한 번만 넣을 수 있습니다.',
  sectionIdDuplicate: '섹션 ID가 중복되었습니다.',
  sectionTitleTooLong: '섹션 제목은 30자를 초과할 수 없습니다.',
  sectionDescriptionTooLong: '섹션 설명은 100자를 초과할 수 없습니다.',
  maxItemsInvalid: '표시 개수는 4, 6, 8, 12 중 하나여야 합니다.',
} as const;

export const QUICK_ACTION_COLORS = ['primary', 'secondary', 'accent', 'info', 'warning', 'success'] as const;
export type QuickActionColor = (typeof QUICK_ACTION_COLORS)[number];
export const QUICK_ACTIONS_MAX = 20;

/** The screens a quick action may open: the app's own protected routes (SPEC.md section 2). */
const STATIC_ROUTES = new Set([
  '/home', '/dashboard', '/functions', '/analytics', '/calendar', '/mypage', '/home-screen-customization',
  '/todo', '/todolist', '/todo/add', '/add-todo', '/meeting-notes', '/meeting/add',
  '/utilities', '/json-formatter', '/json-compare', '/qr-generator', '/api-tester',
  '/wbs-manager', '/wbs', '/wbs/add',
]);
const DYNAMIC_ROUTES = [/^\/todo\/[A-Za-z0-9_-]{1,64}$/, /^\/meeting\/[A-Za-z0-9_-]{1,64}$/, /^\/wbs\/(detail\/)?[A-Za-z0-9_-]{1,64}$/];

export function isAppRoute(path: string): boolean {
  return STATIC_ROUTES.has(path) || DYNAMIC_ROUTES.some((re) => re.test(path));
}

const orderFrom = (min: number, message: string) => z.number({ message }).int(message).min(min, message).max(1000, message);
/** Home-layout sections count from 1 (SPEC.md section 3). */
const order = orderFrom(1, PREFS_MESSAGES.orderInvalid);
/** The spec's quick-action customiser stores each item's index after a drag: 0, 1, 2 … */
const actionOrder = orderFrom(0, PREFS_MESSAGES.actionOrderInvalid);
const boundedTitle = (max: number, tooLong: string, required: string) =>
  z.string({ message: required }).trim().min(1, required).refine((v) => [...v].length <= max, { message: tooLong });

export const quickActionSchema = z
  .object({
    id: z.string({ message: PREFS_MESSAGES.actionIdInvalid }).regex(/^[a-z0-9][a-z0-9-]{0,39}$/, PREFS_MESSAGES.actionIdInvalid),
    title: boundedTitle(30, PREFS_MESSAGES.actionTitleTooLong, PREFS_MESSAGES.actionTitleRequired),
    subtitle: z.string({ message: PREFS_MESSAGES.actionsInvalid }).trim().refine((v) => [...v].length <= 60, { message: PREFS_MESSAGES.actionSubtitleTooLong }).default(''),
    path: z.string({ message: PREFS_MESSAGES.actionPathInvalid }).refine(isAppRoute, { message: PREFS_MESSAGES.actionPathInvalid }),
    color: z.enum(QUICK_ACTION_COLORS, { message: PREFS_MESSAGES.actionColorInvalid }),
    enabled: z.boolean({ message: PREFS_MESSAGES.actionsInvalid }),
    order: actionOrder,
  })
  .strict();
export type QuickAction = z.infer<typeof quickActionSchema>;

function uniqueBy<T>(items: T[], key: (item: T) => unknown): boolean {
  return new Set(items.map(key)).size === items.length;
}

export const quickActionListSchema = z
  .array(quickActionSchema, { message: PREFS_MESSAGES.actionsInvalid })
  .max(QUICK_ACTIONS_MAX, PREFS_MESSAGES.tooManyActions)
  .superRefine((list, ctx) => {
    if (!uniqueBy(list, (a) => a.id)) ctx.addIssue({ code: 'custom', message: PREFS_MESSAGES.actionIdDuplicate });
    if (!uniqueBy(list, (a) => a.order)) ctx.addIssue({ code: 'custom', message: PREFS_MESSAGES.orderDuplicate });
  });

/** PUT /api/user/quick-actions body, as the spec's client sends it. */
export const putQuickActionsSchema = z.object({ actions: quickActionListSchema }).strict();

export const DEFAULT_QUICK_ACTIONS: QuickAction[] = QUICK_ACTION_DEFAULTS.map((action) => ({ ...action }));

// ---- Home-screen layout -------------------------------------------------------------------------------------

export type HomeSectionType = (typeof HOME_SECTION_TYPES)[number];

const flag = z.boolean({ message: PREFS_MESSAGES.layoutInvalid });
const listLayout = z.enum(['grid', 'list'], { message: PREFS_MESSAGES.layoutInvalid });
const maxItems = z.union(MAX_ITEMS_OPTIONS.map((n) => z.literal(n)), { message: PREFS_MESSAGES.maxItemsInvalid });

/** Settings per section type; missing keys take the defaults, unknown keys are refused. */
export const SECTION_SETTINGS = {
  welcome: z.object({ showTime: flag, showDate: flag, showGreeting: flag }).partial().strict(),
  stats: z.object({ layout: listLayout, showAnimations: flag, showTodos: flag, showProjects: flag, showCompletion: flag }).partial().strict(),
  progress: z.object({ showPercentage: flag, showDetails: flag, animateProgress: flag }).partial().strict(),
  quickActions: z.object({ layout: listLayout, showIcons: flag, showDescriptions: flag, maxItems }).partial().strict(),
  activity: z.object({ showChart: flag, showStats: flag, showRecentActivity: flag }).partial().strict(),
} as const;

const sectionBase = {
  id: z.string({ message: PREFS_MESSAGES.layoutInvalid }).regex(/^[A-Za-z0-9_-]{1,40}$/, PREFS_MESSAGES.layoutInvalid),
  title: z.string({ message: PREFS_MESSAGES.layoutInvalid }).trim().refine((v) => [...v].length <= 30, { message: PREFS_MESSAGES.sectionTitleTooLong }),
  description: z.string({ message: PREFS_MESSAGES.layoutInvalid }).trim().refine((v) => [...v].length <= 100, { message: PREFS_MESSAGES.sectionDescriptionTooLong }).default(''),
  enabled: flag,
  order,
};

export const homeSectionSchema = z.discriminatedUnion(
  'type',
  HOME_SECTION_TYPES.map((type) => z.object({ ...sectionBase, type: z.literal(type), settings: (SECTION_SETTINGS[type] as z.ZodObject).default({}) }).strict()) as unknown as [
    z.ZodObject, ...z.ZodObject[],
  ],
  { message: PREFS_MESSAGES.layoutInvalid },
);

export interface HomeSection {
  id: string;
  type: HomeSectionType;
  title: string;
  description: string;
  enabled: boolean;
  order: number;
  settings: Record<string, boolean | string | number>;
}
export interface HomeLayout { sections: HomeSection[] }

export const homeLayoutSchema = z
  .object({ sections: z.array(homeSectionSchema, { message: PREFS_MESSAGES.layoutInvalid }).min(1, PREFS_MESSAGES.layoutInvalid).max(HOME_SECTION_TYPES.length, PREFS_MESSAGES.layoutInvalid) })
  .strict()
  .superRefine((layout, ctx) => {
    const sections = layout.sections as unknown as HomeSection[];
    if (!uniqueBy(sections, (s) => s.type)) ctx.addIssue({ code: 'custom', message: PREFS_MESSAGES.sectionTypeDuplicate });
    if (!uniqueBy(sections, (s) => s.id)) ctx.addIssue({ code: 'custom', message: PREFS_MESSAGES.sectionIdDuplicate });
    if (!uniqueBy(sections, (s) => s.order)) ctx.addIssue({ code: 'custom', message: PREFS_MESSAGES.orderDuplicate });
  });

/** PUT /api/user/home-screen-layout body. */
export const putHomeLayoutSchema = z.object({ layout: homeLayoutSchema }).strict();

export const DEFAULT_SECTION_SETTINGS: Record<HomeSectionType, HomeSection['settings']> = SECTION_SETTINGS_DEFAULTS;

export const DEFAULT_HOME_LAYOUT: HomeLayout = { sections: HOME_LAYOUT_DEFAULTS.sections.map((section) => ({ ...section })) };

/**
 * A stored or submitted layout made whole: settings filled with defaults, sections sorted by order and
 * renumbered 1..n, and section types the user never saved appended (disabled) so new widgets appear in the editor.
 */
export function completeHomeLayout(layout: HomeLayout): HomeLayout {
  const sorted = [...layout.sections].sort((a, b) => a.order - b.order);
  const present = new Set(sorted.map((s) => s.type));
  const missing = DEFAULT_HOME_LAYOUT.sections.filter((s) => !present.has(s.type)).map((s) => ({ ...s, enabled: false }));
  return {
    sections: [...sorted, ...missing].map((s, i) => ({ ...s, order: i + 1, settings: { ...DEFAULT_SECTION_SETTINGS[s.type], ...s.settings } })),
  };
}
