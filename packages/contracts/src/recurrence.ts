import { z } from 'zod';
import type { Recurrence } from '@haru/dates/src/recurrence-types';
import { isCalendarDate } from '@haru/dates';

export type { Recurrence, RecurrenceWeekday, RecurrenceFreq } from '@haru/dates/src/recurrence-types';

export const RECURRENCE_LIMITS = { maxInterval: 99, maxCount: 999 } as const;
export const RECURRENCE_MESSAGES = {
  freq: '반복 방식이 올바르지 않습니다.',
  interval: `반복 간격은 1에서 ${RECURRENCE_LIMITS.maxInterval} 사이여야 합니다.`,
  weekdays: '반복할 요일을 하나 이상 선택해주세요.',
  weekday: '요일이 올바르지 않습니다.',
  duplicateWeekday: '같은 요일이 두 번 선택되었습니다.',
  monthDay: '날짜는 1일부터 31일 사이이거나 말일이어야 합니다.',
  month: '월은 1월부터 12월 사이여야 합니다.',
  dayOfMonth: '그 달에 없는 날짜입니다.',
  lunarDay: '음력 날짜는 1일부터 30일 사이여야 합니다.',
  leapMonth: '윤달 여부가 올바르지 않습니다.',
  until: '반복 종료일은 YYYY-MM-DD 형식의 날짜여야 합니다.',
  count: `반복 횟수는 1회에서 ${RECURRENCE_LIMITS.maxCount}회 사이여야 합니다.`,
  untilAndCount: '반복 종료일과 반복 횟수는 함께 정할 수 없습니다.',
  untilBeforeStart: '반복 종료일은 첫 일정 날짜보다 빠를 수 없습니다.',
} as const;
const M = RECURRENCE_MESSAGES;

const interval = z.number({ error: M.interval }).int({ error: M.interval }).min(1, { error: M.interval }).max(RECURRENCE_LIMITS.maxInterval, { error: M.interval }).optional();
const month = z.number({ error: M.month }).int({ error: M.month }).min(1, { error: M.month }).max(12, { error: M.month });
const dayIn = (max: number, message: string) => z.number({ error: message }).int({ error: message }).min(1, { error: message }).max(max, { error: message });
/** How a rule ends (`until` date or `count` times); both may be absent, never both present. */
const end = {
  until: z.string({ error: M.until }).refine(isCalendarDate, { error: M.until }).optional(),
  count: z.number({ error: M.count }).int({ error: M.count }).min(1, { error: M.count }).max(RECURRENCE_LIMITS.maxCount, { error: M.count }).optional(),
};

/** Longest day of each month in any year (2월 29일 repeats in leap years). */
const MONTH_MAX_DAY = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/**
 * A stored repeat rule (`@haru/dates/recurrence` computes its dates and its Korean label; the rules for 말일,
 * 2월 29일, 윤달 and a missing 음력 30일 are documented in `@haru/dates/src/recurrence-types.ts`). Unknown keys are
 * rejected; every error carries a Korean message. `until` and `count` end a rule (never both).
 */
export const recurrenceSchema = z.discriminatedUnion('freq', [
  z.object({ freq: z.literal('daily'), interval, ...end }).strict(),
  z.object({ freq: z.literal('weekdays'), ...end }).strict(),
  z.object({
    freq: z.literal('weekly'),
    weekdays: z.array(z.literal([0, 1, 2, 3, 4, 5, 6], { error: M.weekday }), { error: M.weekdays })
      .min(1, { error: M.weekdays }).max(7, { error: M.weekdays })
      .refine((days) => new Set(days).size === days.length, { error: M.duplicateWeekday }),
    interval,
    ...end,
  }).strict(),
  z.object({
    freq: z.literal('monthly'),
    month_day: z.number({ error: M.monthDay }).int({ error: M.monthDay }).refine((d) => d === -1 || (d >= 1 && d <= 31), { error: M.monthDay }),
    interval,
    ...end,
  }).strict(),
  z.object({ freq: z.literal('yearly'), month, month_day: dayIn(31, M.dayOfMonth), interval, ...end }).strict()
    .refine((r) => r.month_day <= MONTH_MAX_DAY[r.month - 1], { error: M.dayOfMonth, path: ['month_day'] }),
  z.object({
    freq: z.literal('lunar_yearly'),
    month,
    month_day: dayIn(30, M.lunarDay),
    leap_month: z.boolean({ error: M.leapMonth }),
    ...end,
  }).strict(),
  z.object({ freq: z.literal('lunar_monthly'), month_day: dayIn(30, M.lunarDay), ...end }).strict(),
], { error: M.freq }).refine((r) => r.until === undefined || r.count === undefined, { error: M.untilAndCount, path: ['count'] }) satisfies z.ZodType<Recurrence>;
