import { z } from 'zod';

export const COMMON_MESSAGES = {
  invalidDate: '올바른 날짜가 아닙니다.',
  invalidValue: '올바른 값이 아닙니다.',
  unknownField: '허용되지 않는 항목이 포함되어 있습니다.',
  notFound: '요청한 항목을 찾을 수 없습니다.',
  malformedJson: '요청 본문이 올바른 JSON 형식이 아닙니다.',
  payloadTooLarge: '요청 본문이 너무 큽니다.',
  unauthorized: '인증 토큰이 없습니다.',
  tokenInvalid: '인증이 만료되었습니다. 다시 로그인해주세요.',
  tooManyRequests: '요청이 너무 많습니다. 잠시 후 다시 시도해주세요.',
  databaseUnavailable: '데이터베이스에 연결할 수 없습니다. 잠시 후 다시 시도해주세요.',
  internal: '서버 오류가 발생했습니다. 잠시 후 다시 시도해주세요.',
  requestFailed: '요청 처리 중 오류가 발생했습니다.',
} as const;

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
const SEOUL = 'Asia/Seoul';

/** A real calendar date (rejects 2025-02-30). */
export function isRealDate(value: string): boolean {
  const m = DATE_ONLY.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

/** The calendar date (YYYY-MM-DD) an instant falls on in Korea. */
export function seoulDate(instant: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: SEOUL, year: 'numeric', month: '2-digit', day: '2-digit' }).format(instant);
}

/**
 * Normalise a user-picked date: `YYYY-MM-DD` stays as is; an ISO timestamp (what the spec's client sends for
 * WBS dates) becomes the calendar date it names in Korea, never shifted by a UTC conversion.
 * Returns null when the input is not a real date.
 */
export function toCalendarDate(value: string): string | null {
  if (DATE_ONLY.test(value)) return isRealDate(value) ? value : null;
  if (!/^\d{4}-\d{2}-\d{2}T/.test(value)) return null;
  const instant = new Date(value);
  if (Number.isNaN(instant.getTime())) return null;
  return seoulDate(instant);
}

/** zod field: `YYYY-MM-DD` or an ISO timestamp in, `YYYY-MM-DD` out. */
export function calendarDate(message: string = COMMON_MESSAGES.invalidDate) {
  return z.string().transform((value, ctx) => {
    const date = toCalendarDate(value.trim());
    if (date === null) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return date;
  });
}

/** Trimmed string with a maximum length counted in characters the user sees (code points). */
export function boundedText(max: number, tooLong: string) {
  return z.string().transform((v) => v.trim()).refine((v) => [...v].length <= max, { message: tooLong });
}
