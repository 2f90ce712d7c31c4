import { z } from 'zod';
import { parseClockTime, toClockTime } from '@haru/dates';
import { COMMON_MESSAGES, toCalendarDate } from './common';
import { reminderSchema, remindersField } from './reminders';
import { recurrenceSchema } from './recurrence';
import { TODO_BULK_MAX, TODO_CATEGORIES, TODO_LIMITS, TODO_PRIORITIES, TODO_SORTS, TODO_STATUSES, type TodoCategory, type TodoPriority, type TodoStatus } from './todo-values';

export {
  PRIORITY_RANK, TODO_BULK_MAX, TODO_CATEGORIES, TODO_CATEGORY_LABELS, TODO_LIMITS, TODO_NEXT_CURSOR_HEADER, TODO_PRIORITIES, TODO_SORTS, TODO_STATUSES,
  type TodoCategory, type TodoPriority, type TodoSort, type TodoStatus,
} from './todo-values';

export const TODO_MESSAGES = {
  titleRequired: '제목을 입력해주세요',
  titleTooLong: '제목은 100자를 초과할 수 없습니다',
  descriptionTooLong: '설명은 500자를 초과할 수 없습니다',
  dueDatePast: '마감일은 오늘 이후 날짜여야 합니다',
  dueDateInvalid: '마감일이 올바른 날짜가 아닙니다',
  dueTimeInvalid: '마감 시간은 00:00부터 23:59 사이의 HH:MM 형식이어야 합니다',
  dueTimeWithoutDate: '마감 시간을 정하려면 마감일도 정해주세요',
  priorityInvalid: '우선순위는 high, medium, low 중 하나여야 합니다',
  statusInvalid: '상태는 pending, in_progress, completed 중 하나여야 합니다',
  categoryInvalid: '카테고리는 work, personal, study, health, finance, other 중 하나여야 합니다',
  tagTooLong: '태그는 30자를 초과할 수 없습니다',
  tooManyTags: '태그는 최대 20개까지 추가할 수 있습니다',
  tagsInvalid: '태그는 문자열 목록이어야 합니다',
  checklistInvalid: '체크리스트는 항목 목록이어야 합니다',
  checklistTooMany: `체크리스트는 최대 ${TODO_LIMITS.checklist}개까지 추가할 수 있습니다`,
  checklistTextRequired: '체크리스트 항목 내용을 입력해주세요',
  checklistTextTooLong: `체크리스트 항목은 ${TODO_LIMITS.checklistText}자를 초과할 수 없습니다`,
  checklistIdInvalid: '체크리스트 항목 id가 올바르지 않습니다',
  checklistIdDuplicate: '체크리스트 항목 id가 중복되었습니다',
  recurrenceNeedsDate: '반복하는 할일에는 마감일이 필요합니다',
  editScopeInvalid: '수정 범위는 this(이번 일정만) 또는 following(이후 모든 일정)이어야 합니다',
  emptyUpdate: '변경할 항목이 없습니다',
  notFound: '할일을 찾을 수 없습니다',
  created: '할일이 성공적으로 추가되었습니다',
  deleted: '할일이 성공적으로 삭제되었습니다',
  sortInvalid: '정렬 기준이 올바르지 않습니다',
  limitInvalid: `limit은 1부터 ${TODO_LIMITS.pageSize} 사이의 정수여야 합니다`,
  cursorInvalid: '커서가 올바르지 않습니다',
  bulkIdsInvalid: '선택한 할일 id 목록이 올바르지 않습니다',
  bulkIdsEmpty: '할일을 하나 이상 선택해주세요',
  bulkTooMany: `한 번에 최대 ${500}개까지 바꿀 수 있습니다`,
  bulkIdsDuplicate: '같은 할일이 두 번 선택되었습니다',
  bulkActionInvalid: 'change와 delete 중 하나만 보내주세요',
  bulkUpdated: (n: number) => `할일 ${n}개를 바꿨습니다`,
  bulkDeleted: (n: number) => `할일 ${n}개를 휴지통으로 옮겼습니다`,
  /** Completing a repeating to-do when the account's to-do quota is full (the complete itself is saved). */
  seriesNotContinued: (limit: number) =>
    `할일이 최대 개수(${limit.toLocaleString('ko-KR')}개)에 도달해 다음 반복 일정을 만들지 못했습니다. 할일을 정리한 뒤 이 할일의 완료를 취소하고 다시 완료하면 다음 일정이 만들어집니다`,
  seriesNotContinuedMany: (n: number, limit: number) =>
    `할일이 최대 개수(${limit.toLocaleString('ko-KR')}개)에 도달해 반복 할일 ${n}개의 다음 일정을 만들지 못했습니다. 할일을 정리한 뒤 완료를 취소하고 다시 완료하면 다음 일정이 만들어집니다`,
  /** Undoing a complete whose next occurrence the user had already changed: that occurrence stays. */
  seriesNextKept: '다음 반복 일정은 이미 수정되어 지우지 않고 남겨 두었습니다',
  seriesNextKeptMany: (n: number) => `반복 할일 ${n}개의 다음 일정은 이미 수정되어 지우지 않고 남겨 두었습니다`,
} as const;

const codePoints = (v: string) => [...v].length;

const title = z
  .string({ error: TODO_MESSAGES.titleRequired })
  .transform((v) => v.trim())
  .refine((v) => v.length > 0, { message: TODO_MESSAGES.titleRequired })
  .refine((v) => codePoints(v) <= TODO_LIMITS.title, { message: TODO_MESSAGES.titleTooLong });

/** null means "no description" and is stored as an empty string so later reads never meet a null. */
const description = z
  .string({ error: TODO_MESSAGES.descriptionTooLong })
  .nullable()
  .transform((v) => (v ?? '').trim())
  .refine((v) => codePoints(v) <= TODO_LIMITS.description, { message: TODO_MESSAGES.descriptionTooLong });

const priority = z.enum(TODO_PRIORITIES, { error: TODO_MESSAGES.priorityInvalid });
const status = z.enum(TODO_STATUSES, { error: TODO_MESSAGES.statusInvalid });
/** '' is what the spec's client sends when the category picker stays closed: "no category", stored as null. */
const category = z
  .union([z.literal(''), z.enum(TODO_CATEGORIES)], { error: TODO_MESSAGES.categoryInvalid })
  .nullable()
  .transform((v) => v || null);

/** `YYYY-MM-DD` or an ISO timestamp (→ its date in Seoul); null or '' clears the date. */
const dueDate = z
  .string({ error: TODO_MESSAGES.dueDateInvalid })
  .nullable()
  .transform((value, ctx) => {
    if (value === null || value.trim() === '') return null;
    const date = toCalendarDate(value.trim());
    if (date === null) {
      ctx.addIssue({ code: 'custom', message: TODO_MESSAGES.dueDateInvalid });
      return z.NEVER;
    }
    return date;
  });

/** `HH:MM` (a wall-clock time in Asia/Seoul; '9:05' becomes '09:05'); null or '' clears it. */
const dueTime = z
  .string({ error: TODO_MESSAGES.dueTimeInvalid })
  .nullable()
  .transform((value, ctx) => {
    if (value === null || value.trim() === '') return null;
    const time = parseClockTime(value);
    if (time === null) {
      ctx.addIssue({ code: 'custom', message: TODO_MESSAGES.dueTimeInvalid });
      return z.NEVER;
    }
    return toClockTime(time.hour, time.minute);
  });

/** A due time needs its date: in one body, a time with no date (or with the date cleared) is refused. */
function timeNeedsDate(v: { due_date?: string | null; due_time?: string | null }, ctx: z.RefinementCtx, create: boolean) {
  const dateMissing = create ? !v.due_date : v.due_date === null;
  if (v.due_time && dateMissing) ctx.addIssue({ code: 'custom', path: ['due_time'], message: TODO_MESSAGES.dueTimeWithoutDate });
}

/** A list of strings, or one comma-separated string (what the edit form accepts). Trimmed, blanks and duplicates dropped. */
export function normalizeTags(input: readonly string[] | string): string[] {
  const parts = typeof input === 'string' ? input.split(',') : input;
  return [...new Set(parts.map((t) => t.trim()).filter(Boolean))];
}

const tags = z
  .union([z.array(z.string({ error: TODO_MESSAGES.tagsInvalid })), z.string()], { error: TODO_MESSAGES.tagsInvalid })
  .nullable()
  .transform((v) => normalizeTags(v ?? []))
  .refine((v) => v.every((t) => codePoints(t) <= TODO_LIMITS.tagLength), { message: TODO_MESSAGES.tagTooLong })
  .refine((v) => v.length <= TODO_LIMITS.tags, { message: TODO_MESSAGES.tooManyTags });

/** A checklist item's id: kept as sent (the client's own, so a reorder or edit keeps it), made by the server when absent. */
export const CHECKLIST_ID = /^[A-Za-z0-9_-]{1,40}$/;

const checklistItem = z
  .object({
    id: z.string({ error: TODO_MESSAGES.checklistIdInvalid }).regex(CHECKLIST_ID, { message: TODO_MESSAGES.checklistIdInvalid }).optional(),
    text: z
      .string({ error: TODO_MESSAGES.checklistTextRequired })
      .transform((v) => v.trim())
      .refine((v) => v.length > 0, { message: TODO_MESSAGES.checklistTextRequired })
      .refine((v) => codePoints(v) <= TODO_LIMITS.checklistText, { message: TODO_MESSAGES.checklistTextTooLong }),
    done: z.boolean({ error: COMMON_MESSAGES.invalidValue }).optional().default(false),
  }, { error: TODO_MESSAGES.checklistInvalid })
  .strict();

/** The whole checklist in its order (≤ 50 items); null clears it. Each write sends the list it wants kept. */
const checklist = z
  .array(checklistItem, { error: TODO_MESSAGES.checklistInvalid })
  .max(TODO_LIMITS.checklist, { message: TODO_MESSAGES.checklistTooMany })
  .nullable()
  .transform((v) => v ?? [])
  .refine((items) => {
    const ids = items.flatMap((i) => (i.id ? [i.id] : []));
    return new Set(ids).size === ids.length;
  }, { message: TODO_MESSAGES.checklistIdDuplicate });

/** Optional enums: null is read as "not given" (the default on create, unchanged on update). */
const orNull = <T extends z.ZodType>(schema: T) => schema.nullable().optional().transform((v) => v ?? undefined);

/** POST /api/todos. */
export const todoCreateSchema = z
  .object({
    title,
    description: description.optional(),
    priority: orNull(priority),
    status: orNull(status),
    category: category.optional(),
    due_date: dueDate.optional(),
    due_time: dueTime.optional(),
    tags: tags.optional(),
    checklist: checklist.optional(),
    reminders: remindersField.optional(),
    recurrence: recurrenceSchema.nullable().optional(),
  })
  .strict()
  .superRefine((v, ctx) => timeNeedsDate(v, ctx, true));

/** PUT /api/todos/{id}: a status-only body (from the list) or a full body (from the detail screen). */
export const todoUpdateSchema = z
  .object({
    title: title.optional(),
    description: description.optional(),
    priority: orNull(priority),
    status: orNull(status),
    /** The spec's client derives `completed`; accepted so a full to-do body round-trips. status wins when both come. */
    completed: z.boolean({ error: COMMON_MESSAGES.invalidValue }).nullable().optional().transform((v) => v ?? undefined),
    category: category.optional(),
    due_date: dueDate.optional(),
    due_time: dueTime.optional(),
    tags: tags.optional(),
    checklist: checklist.optional(),
    reminders: remindersField.optional(),
    /** A new rule (or null to stop repeating) applies to this to-do and the ones after it, whatever the scope. */
    recurrence: recurrenceSchema.nullable().optional(),
  })
  .strict()
  .superRefine((v, ctx) => timeNeedsDate(v, ctx, false))
  .refine((v) => Object.values(v).some((x) => x !== undefined), { message: TODO_MESSAGES.emptyUpdate });

/**
 * PUT /api/todos/{id}?scope= for a repeating to-do ('이번 일정만' / '이후 모든 일정'): `this` changes only this
 * occurrence (the next one keeps the series' title and dates); `following` (the default) changes the series from
 * this occurrence on. A to-do that does not repeat ignores it.
 */
export const TODO_EDIT_SCOPES = ['this', 'following'] as const;
export type TodoEditScope = (typeof TODO_EDIT_SCOPES)[number];
export const todoUpdateQuerySchema = z
  .object({ scope: z.enum(TODO_EDIT_SCOPES, { error: TODO_MESSAGES.editScopeInvalid }).optional() })
  .strict();

/**
 * PATCH /api/todos (issue 22): one change (status, priority, category, due date) or a delete for up to 500 of the
 * caller's to-dos, all or nothing: an id the caller does not own → 404 and nothing changes.
 */
export const todoBulkSchema = z
  .object({
    ids: z
      .array(z.string({ error: TODO_MESSAGES.bulkIdsInvalid }).regex(/^[0-9a-f]{24}$/i, { message: TODO_MESSAGES.bulkIdsInvalid }), { error: TODO_MESSAGES.bulkIdsInvalid })
      .min(1, { message: TODO_MESSAGES.bulkIdsEmpty })
      .max(TODO_BULK_MAX, { message: TODO_MESSAGES.bulkTooMany })
      .refine((ids) => new Set(ids.map((i) => i.toLowerCase())).size === ids.length, { message: TODO_MESSAGES.bulkIdsDuplicate }),
    change: z
      .object({ status: status.optional(), priority: priority.optional(), category: category.optional(), due_date: dueDate.optional() }, { error: TODO_MESSAGES.emptyUpdate })
      .strict()
      .refine((v) => Object.values(v).some((x) => x !== undefined), { message: TODO_MESSAGES.emptyUpdate })
      .optional(),
    delete: z.literal(true, { error: TODO_MESSAGES.bulkActionInvalid }).optional(),
  })
  .strict()
  .refine((v) => (v.change === undefined) !== (v.delete === undefined), { message: TODO_MESSAGES.bulkActionInvalid });
export type TodoBulk = z.output<typeof todoBulkSchema>;
export type TodoBulkChange = NonNullable<TodoBulk['change']>;
/** What a bulk change overwrote on one to-do (the answer's `previous`): the client's undo sends these back. */
export interface TodoBulkPrevious { id: string; status: TodoStatus; priority: TodoPriority; category: TodoCategory | null; due_date: string | null }

/** GET /api/todos query: all optional; a bare GET returns the whole list. */
export const todoListQuerySchema = z
  .object({
    status: z.enum([...TODO_STATUSES, 'all'], { error: TODO_MESSAGES.statusInvalid }).optional(),
    sort: z.enum(TODO_SORTS, { error: TODO_MESSAGES.sortInvalid }).optional(),
    limit: z
      .string()
      .regex(/^\d{1,4}$/, { message: TODO_MESSAGES.limitInvalid })
      .transform(Number)
      .refine((n) => n >= 1 && n <= TODO_LIMITS.pageSize, { message: TODO_MESSAGES.limitInvalid })
      .optional(),
    cursor: z.string().max(512, { message: TODO_MESSAGES.cursorInvalid }).optional(),
  })
  .strict();

export type TodoCreateInput = z.input<typeof todoCreateSchema>;
export type TodoCreate = z.output<typeof todoCreateSchema>;
export type TodoUpdateInput = z.input<typeof todoUpdateSchema>;
export type TodoUpdate = z.output<typeof todoUpdateSchema>;
export type TodoListQuery = z.output<typeof todoListQuerySchema>;

/** A to-do on the wire (SPEC.md section 3). */
export const todoSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  priority: z.enum(TODO_PRIORITIES),
  status: z.enum(TODO_STATUSES),
  category: z.enum(TODO_CATEGORIES).nullable(),
  due_date: z.string().nullable(),
  /** HH:MM in Asia/Seoul, only with a due_date (additive to SPEC.md section 3). */
  due_time: z.string().nullable(),
  tags: z.array(z.string()),
  /** In the user's order (additive to SPEC.md section 3). */
  checklist: z.array(z.object({ id: z.string(), text: z.string(), done: z.boolean() })),
  /** Additive (issue 19): reminders.ts. */
  reminders: z.array(reminderSchema),
  /**
   * Additive (issue 19): the repeat rule, or null (always sent by the API; optional in the type so older
   * fixtures and clients stay valid). Completing the to-do creates the next occurrence.
   */
  recurrence: recurrenceSchema.nullable().optional(),
  completed: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
  /** Issue 21: the meeting action item this to-do was sent from (present only while linked). */
  source: z.object({
    type: z.literal('meeting'),
    meeting_id: z.string(),
    item_id: z.string(),
    /** The meeting's title and date, kept current when the meeting is edited. */
    title: z.string(),
    date: z.string(),
  }).optional(),
});
export type TodoSource = NonNullable<z.infer<typeof todoSchema>['source']>;
export type TodoDto = z.infer<typeof todoSchema>;
export type ChecklistItem = TodoDto['checklist'][number];

/**
 * PUT /api/todos/{id} answer: the to-do, plus `series_notice` (Korean) only when completing a repeating to-do could
 * not create its next occurrence because the to-do quota is full (the complete is saved; a later re-complete retries),
 * or when undoing a complete kept the next occurrence it made because the user had changed that one.
 */
export const todoSavedSchema = todoSchema.extend({ series_notice: z.string().optional() });
export type TodoSaved = z.infer<typeof todoSavedSchema>;

/** POST /api/todos answer. */
export const todoCreatedSchema = z.object({ message: z.string(), todo: todoSchema });
export type TodoCreated = z.infer<typeof todoCreatedSchema>;

