import { z } from 'zod';
import { toCalendarDate } from '@haru/dates';

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
  idempotencyKeyInvalid: 'Idempotency-Key는 1~255자의 영문, 숫자, 기호여야 합니다.',
  idempotencyKeyReused: '같은 Idempotency-Key로 다른 요청을 보낼 수 없습니다. 새 키로 다시 시도해주세요.',
  requestInProgress: '같은 요청을 아직 처리하고 있습니다. 잠시 후 다시 시도해주세요.',
  preconditionFailed: '다른 곳에서 먼저 바뀌었습니다. 최신 내용을 확인한 뒤 다시 저장해주세요.',
} as const;

// Calendar dates live in @haru/dates; the wire contract re-exports what the API and older imports use.
export { isCalendarDate as isRealDate, seoulDate, toCalendarDate } from '@haru/dates';

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
