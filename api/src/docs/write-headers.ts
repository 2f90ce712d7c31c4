import { z } from 'zod';
import type { CommonResponses } from './openapi';

type Problem = ReturnType<CommonResponses['problem']>;
type Responses = Record<number, { description: string } & object>;

/** Request headers of a create that takes `Idempotency-Key` (http/idempotency.ts). */
export const idempotencyHeaders = z.object({
  'Idempotency-Key': z.string().min(1).max(255).optional()
    .describe('재시도해도 한 번만 만들어지도록 하는 키 (영문·숫자·기호 1~255자, 사용자별 24시간 보관). 같은 키와 같은 본문이면 첫 응답(상태, 본문, Location)을 Idempotent-Replayed: true 헤더와 함께 다시 보냅니다.'),
});

/** Request headers of a PUT or DELETE that takes `If-Match` (http/preconditions.ts). */
export const ifMatchHeaders = z.object({
  'If-Match': z.string().optional()
    .describe('항목의 버전(GET이 ETag로 주는 "updated_at")이나 *. 다르면 412이고 아무것도 바뀌지 않습니다. 없으면 검사하지 않습니다.'),
});

/** A create's responses with the idempotency cases: 422 for a reused key, 409 while the first request runs. */
export function withIdempotency(responses: Responses, problem: (d: string) => Problem): Responses {
  const inProgress = '같은 Idempotency-Key의 첫 요청이 아직 처리 중 (code request_in_progress)';
  const earlier = responses[409]?.description;
  return {
    ...responses,
    409: problem(earlier ? `${earlier} 또는 ${inProgress}` : inProgress),
    422: problem('같은 Idempotency-Key를 다른 요청(경로나 본문)에 사용함 (code idempotency_key_reused)'),
  };
}

/** A PUT's or DELETE's responses with the If-Match case. */
export function withIfMatch(responses: Responses, problem: (d: string) => Problem): Responses {
  return { ...responses, 412: problem('If-Match의 버전이 현재 버전과 다름 (code precondition_failed): 본문의 current에 서버의 현재 항목이 담깁니다') };
}
