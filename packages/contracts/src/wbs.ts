import { z } from 'zod';
import { boundedText, calendarDate } from './common';

/** SPEC.md section 9 and the landing page's promise of a 5-level hierarchy. */
export const WBS_LIMITS = {
  projectTitle: 200,
  projectDescription: 2000,
  taskTitle: 200,
  taskDescription: 2000,
  assignee: 100,
  progressMin: 0,
  progressMax: 100,
  durationMin: 1,
  maxDepth: 5,
  managerRecent: 6,
} as const;

export const PROJECT_STATUSES = ['planning', 'in_progress', 'completed', 'on_hold'] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];
export const TASK_STATUSES = ['not_started', 'in_progress', 'completed', 'blocked'] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];
/** Where a project's progress comes from: the roll-up of its tasks, or (without tasks) the edit form's value. */
export const PROGRESS_SOURCES = ['tasks', 'manual'] as const;
export type ProgressSource = (typeof PROGRESS_SOURCES)[number];
export const TASK_PRIORITIES = ['low', 'medium', 'high'] as const;
export type TaskPriority = (typeof TASK_PRIORITIES)[number];

/** SPEC.md section 5 (both task forms) and the server's tree rules. */
export const WBS_MESSAGES = {
  projectTitleRequired: '프로젝트 제목을 입력해주세요',
  titleTooLong: '제목은 200자를 초과할 수 없습니다',
  startRequired: '시작일을 선택해주세요',
  endRequired: '종료일을 선택해주세요',
  endBeforeStart: '종료일은 시작일보다 늦어야 합니다',
  descriptionTooLong: '설명은 2000자를 초과할 수 없습니다',
  projectProgressRange: '진행률은 0~100 사이의 값이어야 합니다',
  projectStatusInvalid: '프로젝트 상태가 올바르지 않습니다',
  taskTitleRequired: '작업 제목을 입력해주세요',
  estimatedHoursMin: '예상 소요 시간은 0 이상이어야 합니다',
  durationMin: '소요일수는 1일 이상이어야 합니다',
  taskProgressRange: '진행률은 0~100 사이여야 합니다',
  taskStatusInvalid: '작업 상태가 올바르지 않습니다',
  priorityInvalid: '우선순위가 올바르지 않습니다',
  assigneeTooLong: '담당자는 100자를 초과할 수 없습니다',
  orderIndexInvalid: '정렬 순서는 0 이상의 정수여야 합니다',
  parentNotFound: '상위 작업을 이 프로젝트에서 찾을 수 없습니다',
  parentIsSelf: '작업을 자기 자신의 하위로 옮길 수 없습니다',
  parentIsDescendant: '작업을 자신의 하위 작업 아래로 옮길 수 없습니다',
  depthExceeded: '작업은 최대 5단계까지만 만들 수 있습니다',
  projectNotFound: 'WBS 프로젝트를 찾을 수 없습니다',
  taskNotFound: '작업을 찾을 수 없습니다',
  treeBusy: '이 프로젝트의 다른 변경을 처리하는 중입니다. 잠시 후 다시 시도해주세요.',
} as const;

const M = WBS_MESSAGES;

/** A required picked date: blank → the "select a date" message, anything else must be a real date. */
function requiredDate(missing: string) {
  return z
    .string({ error: missing })
    .refine((v) => v.trim() !== '', { message: missing })
    .pipe(calendarDate());
}

/** An optional date: absent, null or blank → null. */
const optionalDate = z
  .union([z.null(), z.literal(''), calendarDate()])
  .optional()
  .transform((v) => (v ? v : null));

/** End not before start, reported on end_date. Both are `YYYY-MM-DD`, so string order is date order. */
function endNotBeforeStart(value: { start_date?: string | null; end_date?: string | null }, ctx: z.RefinementCtx) {
  if (value.start_date && value.end_date && value.end_date < value.start_date) {
    ctx.addIssue({ code: 'custom', path: ['end_date'], message: M.endBeforeStart });
  }
}

const progress = (message: string) =>
  z.number({ error: message }).min(WBS_LIMITS.progressMin, { message }).max(WBS_LIMITS.progressMax, { message });

const projectFields = {
  title: z
    .string({ error: M.projectTitleRequired })
    .pipe(boundedText(WBS_LIMITS.projectTitle, M.titleTooLong))
    .refine((v) => v !== '', { message: M.projectTitleRequired }),
  description: z
    .union([z.null(), boundedText(WBS_LIMITS.projectDescription, M.descriptionTooLong)])
    .optional()
    .transform((v) => v ?? ''),
  start_date: requiredDate(M.startRequired),
  end_date: requiredDate(M.endRequired),
  status: z.enum(PROJECT_STATUSES, { error: M.projectStatusInvalid }).default('planning'),
};

/** POST /api/wbs/projects. */
export const projectCreateSchema = z.strictObject(projectFields).superRefine(endNotBeforeStart);
export type ProjectCreateInput = z.input<typeof projectCreateSchema>;

/** PUT /api/wbs/projects/{id}: the create body plus progress. */
export const projectUpdateSchema = z
  .strictObject({ ...projectFields, progress: progress(M.projectProgressRange).optional() })
  .superRefine(endNotBeforeStart);
export type ProjectUpdateInput = z.input<typeof projectUpdateSchema>;

/** POST and PUT /api/wbs/projects/{id}/tasks[/{taskId}]: one body (the spec's client sends the same). */
export const taskBodySchema = z
  .strictObject({
    title: z
      .string({ error: M.taskTitleRequired })
      .pipe(boundedText(WBS_LIMITS.taskTitle, M.titleTooLong))
      .refine((v) => v !== '', { message: M.taskTitleRequired }),
    description: z
      .union([z.null(), boundedText(WBS_LIMITS.taskDescription, M.descriptionTooLong)])
      .optional()
      .transform((v) => v ?? ''),
    start_date: optionalDate,
    end_date: optionalDate,
    duration: z.number({ error: M.durationMin }).int({ message: M.durationMin }).min(WBS_LIMITS.durationMin, { message: M.durationMin }).default(1),
    progress: progress(M.taskProgressRange).default(0),
    status: z.enum(TASK_STATUSES, { error: M.taskStatusInvalid }).default('not_started'),
    priority: z.enum(TASK_PRIORITIES, { error: M.priorityInvalid }).default('medium'),
    assignee: z
      .union([z.null(), boundedText(WBS_LIMITS.assignee, M.assigneeTooLong)])
      .optional()
      .transform((v) => v ?? ''),
    estimated_hours: z.union([z.null(), z.number({ error: M.estimatedHoursMin }).min(0, { message: M.estimatedHoursMin })]).optional().transform((v) => v ?? null),
    parent_id: z.union([z.null(), z.string().max(64)]).optional().transform((v) => v || null),
    // Sent by the spec's client; the server derives the level from the parent and ignores this value.
    level: z.number().int().min(1).optional(),
    order_index: z.number({ error: M.orderIndexInvalid }).int({ message: M.orderIndexInvalid }).min(0, { message: M.orderIndexInvalid }).default(0),
  })
  .superRefine(endNotBeforeStart);
export type TaskBodyInput = z.input<typeof taskBodySchema>;
export type TaskBody = z.output<typeof taskBodySchema>;

/** What the API returns (also the OpenAPI response schemas). */
export const wbsProjectSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  start_date: z.string(),
  end_date: z.string(),
  status: z.enum(PROJECT_STATUSES),
  /** The one progress every screen shows: the task roll-up while the project has tasks, else manual_progress. */
  progress: z.number(),
  progress_source: z.enum(PROGRESS_SOURCES),
  /** What the edit form last saved; applies only while the project has no tasks. */
  manual_progress: z.number(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type WbsProject = z.infer<typeof wbsProjectSchema>;

export const wbsTaskSchema = z.object({
  id: z.string(),
  project_id: z.string(),
  title: z.string(),
  description: z.string(),
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
  duration: z.number(),
  progress: z.number(),
  status: z.enum(TASK_STATUSES),
  priority: z.enum(TASK_PRIORITIES),
  assignee: z.string(),
  estimated_hours: z.number().nullable(),
  parent_id: z.string().nullable(),
  level: z.number(),
  order_index: z.number(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type WbsTask = z.infer<typeof wbsTaskSchema>;
