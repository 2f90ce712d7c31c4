import { z } from 'zod';

export const HOLIDAY_YEARS = { min: 1950, max: 2050 } as const;
export const HOLIDAY_MESSAGES = {
  year: `연도는 ${HOLIDAY_YEARS.min}년부터 ${HOLIDAY_YEARS.max}년 사이의 숫자여야 합니다.`,
} as const;

/** GET /api/holidays?year= : one year of Korean public holidays. */
export const holidayQuerySchema = z
  .object({
    year: z.string({ error: HOLIDAY_MESSAGES.year })
      .regex(/^\d{4}$/, { error: HOLIDAY_MESSAGES.year })
      .transform(Number)
      .refine((y) => y >= HOLIDAY_YEARS.min && y <= HOLIDAY_YEARS.max, { error: HOLIDAY_MESSAGES.year }),
  })
  .strict();
export type HolidayQuery = z.infer<typeof holidayQuerySchema>;

/**
 * - `regular`: a holiday of the regulation (신정, 설날, 추석, 어린이날, …), fixed or from the lunar calendar;
 * - `substitute`: a 대체공휴일 given back for one that fell on a weekend or on another holiday;
 * - `designated`: decreed one by one (임시공휴일, election days), from the API's holiday data file.
 */
export type HolidayKind = 'regular' | 'substitute' | 'designated';
export const HOLIDAY_KINDS: readonly HolidayKind[] = ['regular', 'substitute', 'designated'];

/** One holiday on one date; a date may carry two (2025-05-05: 어린이날 and 부처님오신날). */
export interface Holiday { date: string; name: string; kind: HolidayKind }
export interface HolidaysResponse { year: number; holidays: Holiday[] }

export const holidaySchema = z.object({ date: z.string(), name: z.string(), kind: z.enum(['regular', 'substitute', 'designated']) });
