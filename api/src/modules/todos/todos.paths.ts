import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import { z } from 'zod';
import { todoBulkSchema, todoCreatedSchema, todoCreateSchema, todoListQuerySchema, todoSchema, todoSavedSchema, todoUpdateQuerySchema, todoUpdateSchema, TODO_BULK_MAX, TODO_NEXT_CURSOR_HEADER } from '@haru/contracts';
import type { CommonResponses } from '../../docs/openapi';
import { STREAMED_LIST_NOTE } from '../../docs/list-notes';
import { idempotencyHeaders, ifMatchHeaders, withIdempotency, withIfMatch } from '../../docs/write-headers';

const json = (schema: z.ZodType) => ({ content: { 'application/json': { schema } } });
const idParam = z.object({ id: z.string() });

/** /api/todos in the OpenAPI document (listed in PATH_GROUPS of docs/openapi.ts). */
export function registerTodoPaths(registry: OpenAPIRegistry, { bearer, problem, quota }: CommonResponses): void {
  const bad = problem('검증 실패 (detail: 한국어 메시지)');
  const unauthorized = problem('인증 실패');
  const missing = problem('없는 할일, 다른 사용자의 할일 또는 잘못된 id');

  registry.registerPath({
    method: 'get', path: '/api/todos', tags: ['todos'], security: bearer,
    summary: '내 할일 목록 (매개변수 없이 호출하면 전체 배열)',
    request: { query: todoListQuerySchema },
    responses: {
      200: {
        description: `할일 배열. ${STREAMED_LIST_NOTE} limit을 주면 한 페이지만 주고 다음 페이지 커서가 ${TODO_NEXT_CURSOR_HEADER} 헤더에 담깁니다. ETag는 목록이 바뀔 때마다 바뀝니다.`,
        ...json(z.array(todoSchema)),
        headers: { [TODO_NEXT_CURSOR_HEADER]: { schema: { type: 'string' } }, ETag: { schema: { type: 'string' } } },
      },
      304: { description: 'If-None-Match의 ETag 이후 바뀐 것이 없음 (본문 없음)' },
      400: bad, 401: unauthorized,
    },
  });
  registry.registerPath({
    method: 'patch', path: '/api/todos', tags: ['todos'], security: bearer,
    summary: `여러 할일을 한 번에: change(상태, 우선순위, 카테고리, 마감일) 또는 delete(휴지통으로). 최대 ${TODO_BULK_MAX}개, 전부 또는 전혀`,
    request: { body: json(todoBulkSchema) },
    responses: {
      200: {
        description: 'change: 바뀐 할일과 실행 취소에 쓸 이전 값(previous). delete: 옮긴 개수 (휴지통에서 각각 복원)',
        ...json(z.object({
          message: z.string(),
          todos: z.array(todoSchema).optional(),
          previous: z.array(z.object({ id: z.string(), status: z.string(), priority: z.string(), category: z.string().nullable(), due_date: z.string().nullable() })).optional(),
          deleted: z.number().optional().describe('휴지통으로 옮긴 개수 (요청 도중 다른 곳에서 이미 지워진 할일은 빼고 셉니다)'),
          series_notice: z.string().optional().describe('완료한 반복 할일 중 할일 개수 한도 때문에 다음 일정을 만들지 못한 것이 있을 때, 또는 완료 취소 때 이미 수정된 다음 일정을 남겨 둔 것이 있을 때만 (한국어 안내)'),
          not_continued: z.array(z.string()).optional().describe('다음 일정을 만들지 못한 반복 할일의 id (완료는 저장됨)'),
          next_kept: z.array(z.string()).optional().describe('완료를 취소했지만 다음 일정이 이미 수정되어 남겨 둔 반복 할일의 id'),
        })),
      },
      400: bad, 401: unauthorized,
      404: problem('id 중 하나라도 없는 할일이거나 다른 사용자의 할일: 아무것도 바뀌지 않습니다 (변경 도중 하나가 지워지면 이미 바꾼 할일도 원래대로 돌립니다)'),
    },
  });
  registry.registerPath({
    method: 'post', path: '/api/todos', tags: ['todos'], security: bearer, summary: '할일 추가',
    request: { body: json(todoCreateSchema), headers: idempotencyHeaders },
    responses: withIdempotency({ 201: { description: '추가됨', ...json(todoCreatedSchema) }, 400: bad, 401: unauthorized, 409: quota('todos') }, problem),
  });
  registry.registerPath({
    method: 'get', path: '/api/todos/{id}', tags: ['todos'], security: bearer, summary: '할일 하나',
    request: { params: idParam },
    responses: { 200: { description: '할일 (ETag: 버전)', ...json(todoSchema), headers: { ETag: { schema: { type: 'string' } } } }, 401: unauthorized, 404: missing },
  });
  registry.registerPath({
    method: 'put', path: '/api/todos/{id}', tags: ['todos'], security: bearer, summary: '할일 수정 (상태만 또는 전체; 반복 할일은 scope=this 이번 일정만, following 이후 모든 일정)',
    description: '반복하는 할일을 완료하면 완료된 할일은 그대로 남고 다음 일정의 할일이 한 번만 새로 만들어집니다 (동시에 두 번 완료해도 하나). 반복이 끝나면(until 날짜, count 횟수) 마지막 일정은 다음을 만들지 않습니다. 할일 개수 한도가 가득 차 다음 일정을 만들 수 없으면 완료는 저장되고 응답의 series_notice가 한국어로 알립니다 (정리 후 완료 취소 → 다시 완료하면 만들어짐). 완료를 취소하면(대기중·진행중으로) 그 완료가 만든 다음 일정도 지워집니다. 다만 사용자가 그 일정을 이미 수정했다면 남겨 두고 series_notice로 알립니다.',
    request: { params: idParam, query: todoUpdateQuerySchema, body: json(todoUpdateSchema), headers: ifMatchHeaders },
    responses: withIfMatch({ 200: { description: '수정된 할일 (ETag: 새 버전); series_notice는 다음 반복 일정을 만들지 못했거나 완료 취소 때 수정된 다음 일정을 남겨 두었을 때만', ...json(todoSavedSchema) }, 400: bad, 401: unauthorized, 404: missing }, problem),
  });
  registry.registerPath({
    method: 'delete', path: '/api/todos/{id}', tags: ['todos'], security: bearer, summary: '할일 삭제',
    request: { params: idParam, headers: ifMatchHeaders },
    responses: withIfMatch({ 200: { description: '삭제됨', ...json(z.object({ message: z.string() })) }, 401: unauthorized, 404: missing }, problem),
  });
}
