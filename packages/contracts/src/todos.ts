import { z } from 'zod';
import { COMMON_MESSAGES, toCalendarDate } from './common';
import { reminderSchema, remindersField } from './reminders';

/** SPEC.md sections 3, 5 and 9: to-do fields, limits and messages. */
export const TODO_LIMITS = { title: 100, description: 500, tagLength: 30, tags: 20, pageSize: 500 } as const;

export const TODO_PRIORITIES = ['high', 'medium', 'low'] as const;
export const TODO_STATUSES = ['pending', 'in_progress', 'completed'] as const;
export const TODO_CATEGORIES = ['work', 'personal', 'study', 'health', 'finance', 'other'] as const;
export const TODO_SORTS = ['priority', 'due_date', 'created', 'title'] as const;

export type TodoPriority = (typeof TODO_PRIORITIES)[number];
export type TodoStatus = (typeof TODO_STATUSES)[number];
export type TodoCategory = (typeof TODO_CATEGORIES)[number];
export type TodoSort = (typeof TODO_SORTS)[number];

/** Sort weight of a priority (SPEC.md section 9: high 3, medium 2, low 1). */
export const PRIORITY_RANK: Record<TodoPriority, number> = { high: 3, medium: 2, low: 1 };

export const TODO_MESSAGES = {
  titleRequired: '제목을 입력해주세요',
  titleTooLong: '제목은 100자를 초과할 수 없습니다',
  descriptionTooLong: '설명은 500자를 초과할 수 없습니다',
  dueDatePast: '마감일은 오늘 이후 날짜여야 합니다',
  dueDateInvalid: '마감일이 올바른 날짜가 아닙니다',
  priorityInvalid: '우선순위는 high, medium, low 중 하나여야 합니다',
  statusInvalid: '상태는 pending, in_progress, completed 중 하나여야 합니다',
  categoryInvalid: '카테고리는 work, personal, study, health, finance, other 중 하나여야 합니다',
  tagTooLong: '태그는 30자를 초과할 수 없습니다',
  tooManyTags: '태그는 최대 20개까지 추가할 수 있습니다',
  tagsInvalid: '태그는 문자열 목록이어야 합니다',
  emptyUpdate: '변경할 항목이 없습니다',
  notFound: '할일을 찾을 수 없습니다',
  created: '할일이 성공적으로 추가되었습니다',
  deleted: '할일이 성공적으로 삭제되었습니다',
  sortInvalid: '정렬 기준이 올바르지 않습니다',
  limitInvalid: `limit은 1부터 ${TODO_LIMITS.pageSize} 사이의 정수여야 합니다`,
  cursorInvalid: '커서가 올바르지 않습니다',
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
    tags: tags.optional(),
    reminders: remindersField.optional(),
  })
  .strict();

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
    tags: tags.optional(),
    reminders: remindersField.optional(),
  })
  .strict()
  .refine((v) => Object.values(v).some((x) => x !== undefined), { message: TODO_MESSAGES.emptyUpdate });

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
  tags: z.array(z.string()),
  /** Additive (issue 19): reminders.ts. */
  reminders: z.array(reminderSchema),
  completed: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TodoDto = z.infer<typeof todoSchema>;

/** POST /api/todos answer. */
export const todoCreatedSchema = z.object({ message: z.string(), todo: todoSchema });
export type TodoCreated = z.infer<typeof todoCreatedSchema>;

/** Header carrying the next page's cursor when `limit` is given (the body stays an array). */
export const TODO_NEXT_CURSOR_HEADER = 'X-Next-Cursor';
