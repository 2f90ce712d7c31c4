import { z } from 'zod';
import { startOfSeoulDay } from '@haru/dates';

/**
 * Reminders of a to-do (issue 19): up to five, each a preset relative to the due moment or a chosen date-time.
 * The due moment is `due_date` at `due_time` in Asia/Seoul; without a time, REMINDER_DEFAULT_TIME (09:00).
 */
export const REMINDER_PRESETS = ['at_due', 'before_10m', 'before_1h', 'day_before_18'] as const;
export const REMINDER_KINDS = [...REMINDER_PRESETS, 'at'] as const;
export type ReminderPreset = (typeof REMINDER_PRESETS)[number];
export type ReminderKind = (typeof REMINDER_KINDS)[number];

export const REMINDER_LIMITS = { perTodo: 5, snoozeMinutes: 10 } as const;
/** The time of day a due date stands for when the to-do has no `due_time`. */
export const REMINDER_DEFAULT_TIME = '09:00';

export const REMINDER_MESSAGES = {
  remindersInvalid: '알림은 목록이어야 합니다',
  kindInvalid: '알림 종류는 정시, 10분 전, 1시간 전, 전날 오후 6시, 직접 지정 중 하나여야 합니다',
  atInvalid: '알림 시각이 올바른 날짜와 시간이 아닙니다',
  atNotAllowed: '직접 지정한 알림에만 시각을 넣을 수 있습니다',
  tooMany: `알림은 최대 ${REMINDER_LIMITS.perTodo}개까지 설정할 수 있습니다`,
  needsDueDate: '마감일이 없는 할일에는 정시, 10분 전, 1시간 전, 전날 알림을 설정할 수 없습니다',
  notFound: '알림을 찾을 수 없습니다',
  snoozed: '10분 뒤에 다시 알려드립니다',
  dismissed: '알림을 확인했습니다',
  bodyInvalid: '요청 본문은 빈 객체여야 합니다',
} as const;

/** Korean labels of the presets (lists, the reminder picker, notifications). */
export const REMINDER_LABELS: Record<ReminderPreset, string> = {
  at_due: '정시',
  before_10m: '10분 전',
  before_1h: '1시간 전',
  day_before_18: '전날 오후 6시',
};

/** `2026-03-02T15:00` (Seoul wall clock) or an ISO instant with `Z`/offset; seconds optional. */
const DATE_TIME = /^(\d{4})-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})?$/;

/** A chosen date-time as an ISO instant in UTC, or null when it is not a real one (years 2000–2099). */
export function toReminderInstant(value: string): string | null {
  const m = DATE_TIME.exec(value.trim());
  if (!m) return null;
  const year = Number(m[1]);
  const instant = new Date(m[4] ? value.trim() : `${value.trim()}+09:00`);
  if (Number.isNaN(instant.getTime()) || year < 2000 || year > 2099) return null;
  return instant.toISOString();
}

export type Reminder = { kind: ReminderPreset } | { kind: 'at'; at: string };

const reminder = z
  .object({
    kind: z.enum(REMINDER_KINDS, { error: REMINDER_MESSAGES.kindInvalid }),
    at: z.string({ error: REMINDER_MESSAGES.atInvalid }).nullable().optional(),
  }, { error: REMINDER_MESSAGES.remindersInvalid })
  .strict()
  .transform((value, ctx): Reminder => {
    if (value.kind !== 'at') {
      if (value.at !== undefined && value.at !== null) ctx.addIssue({ code: 'custom', message: REMINDER_MESSAGES.atNotAllowed });
      return { kind: value.kind };
    }
    const at = typeof value.at === 'string' ? toReminderInstant(value.at) : null;
    if (at === null) {
      ctx.addIssue({ code: 'custom', message: REMINDER_MESSAGES.atInvalid });
      return z.NEVER;
    }
    return { kind: 'at', at };
  });

/** The stable key of a reminder (duplicates are dropped by it). */
export const reminderKey = (r: Reminder): string => (r.kind === 'at' ? `at:${r.at}` : r.kind);

/** `reminders` of a to-do body: a list (null clears it), duplicates dropped, at most five. */
export const remindersField = z
  .array(reminder, { error: REMINDER_MESSAGES.remindersInvalid })
  .nullable()
  .transform((list) => [...new Map((list ?? []).map((r) => [reminderKey(r), r])).values()])
  .refine((list) => list.length <= REMINDER_LIMITS.perTodo, { message: REMINDER_MESSAGES.tooMany });

export const reminderSchema = z.union([
  z.object({ kind: z.enum(REMINDER_PRESETS) }),
  z.object({ kind: z.literal('at'), at: z.string() }),
]);

/** The instant a to-do is due: its date at its time (or 09:00) in Seoul, which keeps UTC+9 all year. */
export function dueInstant(dueDate: string, dueTime?: string | null): Date {
  const [h, m] = (dueTime || REMINDER_DEFAULT_TIME).split(':').map(Number);
  return new Date(startOfSeoulDay(dueDate).getTime() + (h * 60 + m) * 60_000);
}

const MINUTE = 60_000;

/**
 * When a reminder fires, from the to-do's `due_date` and optional `due_time`; null when it cannot (a preset
 * without a due date). The only place this rule lives: the API arms reminders with it, screens show it.
 */
export function reminderFireAt(r: Reminder, due: { due_date: string | null; due_time?: string | null }): Date | null {
  if (r.kind === 'at') return new Date(r.at);
  if (!due.due_date) return null;
  const at = dueInstant(due.due_date, due.due_time);
  switch (r.kind) {
    case 'at_due': return at;
    case 'before_10m': return new Date(at.getTime() - 10 * MINUTE);
    case 'before_1h': return new Date(at.getTime() - 60 * MINUTE);
    case 'day_before_18': return new Date(startOfSeoulDay(due.due_date).getTime() - 6 * 60 * MINUTE);
  }
}

/** A reminder that has fired and waits for the open app (GET /api/reminders/due). */
export const dueReminderSchema = z.object({
  id: z.string(),
  todo_id: z.string(),
  title: z.string(),
  kind: z.enum(REMINDER_KINDS),
  fire_at: z.string(),
  due_date: z.string().nullable(),
});
export type DueReminder = z.infer<typeof dueReminderSchema>;

/** POST /api/reminders/{id}/snooze and …/dismiss, POST /api/push/test: no fields (an empty object or no body). */
export const emptyActionSchema = z.object({}, { error: REMINDER_MESSAGES.bodyInvalid }).strict();
