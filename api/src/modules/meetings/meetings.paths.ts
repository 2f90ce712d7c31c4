import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import { z } from 'zod';
import { meetingInputSchema } from '@haru/contracts';
import type { CommonResponses } from '../../docs/openapi';
import { STREAMED_LIST_NOTE } from '../../docs/list-notes';

const json = (schema: z.ZodType) => ({ content: { 'application/json': { schema } } });
const idParam = z.object({ id: z.string() });
const meeting = z.object({
  id: z.string(), title: z.string(), date: z.string(), time: z.string(), location: z.string(), attendees: z.array(z.string()),
  agenda: z.string(), content: z.string(), decisions: z.string(), action_items: z.string(), created_at: z.string(), updated_at: z.string(),
});

/** /api/meetings in the OpenAPI document. */
export function registerMeetingPaths(registry: OpenAPIRegistry, { bearer, problem, quota }: CommonResponses): void {
  const bad = problem('검증 실패 (detail: 한국어 메시지)');
  const auth = problem('인증 실패');
  const missing = problem('없는 회의록, 다른 사용자의 회의록 또는 잘못된 id');
  const base = { tags: ['meetings'], security: bearer };
  registry.registerPath({ ...base, method: 'get', path: '/api/meetings', summary: '내 회의록 목록',
    responses: {
      200: { description: `회의록 배열. ${STREAMED_LIST_NOTE} ETag는 목록이 바뀔 때마다 바뀝니다.`, ...json(z.array(meeting)), headers: { ETag: { schema: { type: 'string' } } } },
      304: { description: 'If-None-Match의 ETag 이후 바뀐 것이 없음 (본문 없음)' },
      401: auth,
    } });
  registry.registerPath({ ...base, method: 'post', path: '/api/meetings', summary: '회의록 작성', request: { body: json(meetingInputSchema) },
    responses: { 201: { description: '{ message, meeting }', ...json(z.object({ message: z.string(), meeting })) }, 400: bad, 401: auth, 409: quota('meetings') } });
  registry.registerPath({ ...base, method: 'get', path: '/api/meetings/{id}', summary: '회의록', request: { params: idParam },
    responses: { 200: { description: '회의록', ...json(meeting) }, 401: auth, 404: missing } });
  registry.registerPath({ ...base, method: 'put', path: '/api/meetings/{id}', summary: '회의록 수정 (작성과 같은 본문)', request: { params: idParam, body: json(meetingInputSchema) },
    responses: { 200: { description: '수정된 회의록', ...json(meeting) }, 400: bad, 401: auth, 404: missing } });
  registry.registerPath({ ...base, method: 'delete', path: '/api/meetings/{id}', summary: '회의록 삭제', request: { params: idParam },
    responses: { 204: { description: '삭제됨' }, 401: auth, 404: missing } });
}
