import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import { z } from 'zod';
import { HTTP_TOOL_LIMITS, httpToolRequestSchema } from '@haru/contracts';
import type { CommonResponses } from '../../docs/openapi';

const json = (schema: z.ZodType) => ({ content: { 'application/json': { schema } } });
const nameValue = z.object({ name: z.string(), value: z.string() });

/** /api/tools: the API tester's server-side requests and its per-user history. */
export function registerToolsPaths(registry: OpenAPIRegistry, { bearer, problem }: CommonResponses): void {
  const auth = problem('인증 실패');
  const base = { tags: ['tools'], security: bearer };
  registry.registerPath({ ...base, method: 'post', path: '/api/tools/http', summary: 'HTTP 요청 보내기 (루프백·사설·링크로컬·메타데이터 주소는 DNS 확인 후와 리디렉션마다 거부)',
    request: { body: json(httpToolRequestSchema) },
    responses: {
      200: { description: '응답 상태, 시간, 크기, 헤더, 본문', ...json(z.object({ status: z.number(), headers: z.array(nameValue), body: z.string() }).passthrough()) },
      400: problem('검증 실패'), 401: auth, 403: problem('허용되지 않는 대상 주소'), 429: { ...problem(`요청이 너무 많음 (사용자당 1분에 ${HTTP_TOOL_LIMITS.perMinute}회, 모든 API 프로세스 합계)`), headers: { 'Retry-After': { schema: { type: 'integer' } } } }, 502: problem('대상 서버 오류 또는 시간 초과'),
    } });
  registry.registerPath({ ...base, method: 'get', path: '/api/tools/http/history', summary: '최근 요청 기록 (비밀 헤더 값은 가려서 저장)',
    responses: { 200: { description: '기록 배열', ...json(z.array(z.object({ id: z.string() }).passthrough())) }, 401: auth } });
  registry.registerPath({ ...base, method: 'delete', path: '/api/tools/http/history', summary: '기록 모두 삭제',
    responses: { 204: { description: '삭제됨' }, 401: auth } });
  registry.registerPath({ ...base, method: 'delete', path: '/api/tools/http/history/{id}', summary: '기록 하나 삭제', request: { params: z.object({ id: z.string() }) },
    responses: { 204: { description: '삭제됨' }, 401: auth, 404: problem('없는 기록 또는 다른 사용자의 기록') } });
}
