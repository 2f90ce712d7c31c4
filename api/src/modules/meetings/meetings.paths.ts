import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import { z } from 'zod';
import { meetingInputSchema, todoSchema } from '@haru/contracts';
import type { CommonResponses } from '../../docs/openapi';
import { STREAMED_LIST_NOTE } from '../../docs/list-notes';
import { idempotencyHeaders, ifMatchHeaders, withIdempotency, withIfMatch } from '../../docs/write-headers';

const json = (schema: z.ZodType) => ({ content: { 'application/json': { schema } } });
const idParam = z.object({ id: z.string() });
const itemParams = z.object({ id: z.string(), itemId: z.string() });
const actionItem = z.object({ id: z.string(), text: z.string(), owner: z.string(), due_date: z.string().nullable(), done: z.boolean(), todo_id: z.string().nullable() });
const meeting = z.object({
  id: z.string(), title: z.string(), date: z.string(), time: z.string(), location: z.string(), attendees: z.array(z.string()),
  agenda: z.string(), content: z.string(), decisions: z.string(), action_items: z.string(), action_item_rows: z.array(actionItem), created_at: z.string(), updated_at: z.string(),
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
  registry.registerPath({ ...base, method: 'post', path: '/api/meetings', summary: '회의록 작성', request: { body: json(meetingInputSchema), headers: idempotencyHeaders },
    responses: withIdempotency({ 201: { description: '{ message, meeting }', ...json(z.object({ message: z.string(), meeting })) }, 400: bad, 401: auth, 409: quota('meetings') }, problem) });
  registry.registerPath({ ...base, method: 'get', path: '/api/meetings/{id}', summary: '회의록', request: { params: idParam },
    responses: { 200: { description: '회의록 (ETag: 버전)', ...json(meeting), headers: { ETag: { schema: { type: 'string' } } } }, 401: auth, 404: missing } });
  registry.registerPath({ ...base, method: 'put', path: '/api/meetings/{id}', summary: '회의록 수정 (작성과 같은 본문)', request: { params: idParam, body: json(meetingInputSchema), headers: ifMatchHeaders },
    responses: withIfMatch({ 200: { description: '수정된 회의록 (ETag: 새 버전)', ...json(meeting) }, 400: bad, 401: auth, 404: missing }, problem) });
  registry.registerPath({ ...base, method: 'delete', path: '/api/meetings/{id}', summary: '회의록 삭제', request: { params: idParam, headers: ifMatchHeaders },
    responses: withIfMatch({ 204: { description: '삭제됨 (보낸 할일은 남고 출처 링크만 사라짐)' }, 401: auth, 404: missing }, problem) });
  const sent = json(z.object({ message: z.string(), todo: todoSchema, meeting }));
  registry.registerPath({ ...base, method: 'post', path: '/api/meetings/{id}/action-items/{itemId}/todo', summary: '액션아이템을 할일로 보내기 (멱등)',
    description: '제목 = 내용, 마감일 = 기한 (지난 날짜도 그대로: 지연된 할일), 태그 회의, 설명에 회의록 링크; 할일의 source와 행의 todo_id가 서로 가리킵니다. 본문 없음.',
    request: { params: itemParams },
    responses: {
      201: { description: '새 할일', ...sent }, 200: { description: '이미 보낸 할일 (다시 만들지 않음)', ...sent },
      400: bad, 401: auth, 404: problem('없는 회의록 또는 액션아이템, 다른 사용자의 회의록'),
      409: { ...quota('todos'), description: `${quota('todos').description} 또는 같은 회의록이 동시에 계속 수정됨` },
    } });
}
