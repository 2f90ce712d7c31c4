import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import { z } from 'zod';
import { projectCreateSchema, projectUpdateSchema, taskBodySchema, wbsProjectSchema, wbsTaskSchema } from '@haru/contracts';
import type { CommonResponses } from '../../docs/openapi';
import { STREAMED_LIST_NOTE } from '../../docs/list-notes';
import { idempotencyHeaders, withIdempotency } from '../../docs/write-headers';

const json = (schema: z.ZodType) => ({ content: { 'application/json': { schema } } });
const projectId = z.object({ id: z.string() });
const taskIds = z.object({ id: z.string(), taskId: z.string() });

/** /api/wbs: projects and task trees. */
export function registerWbsPaths(registry: OpenAPIRegistry, { bearer, problem, quota }: CommonResponses): void {
  const bad = problem('검증 실패 또는 트리 규칙 위반 (상위 작업, 순환, 5단계 깊이)');
  const missing = problem('없는 프로젝트/작업 또는 다른 사용자의 것');
  const auth = problem('인증 실패');
  const busy = problem('같은 프로젝트의 다른 변경이 8초 넘게 끝나지 않음 (잠시 후 다시 시도)');
  const base = { tags: ['wbs'], security: bearer };
  registry.registerPath({ ...base, method: 'get', path: '/api/wbs/projects', summary: '내 프로젝트 목록 (최근 수정 순)',
    responses: { 200: { description: '목록', ...json(z.array(wbsProjectSchema)) }, 401: auth } });
  registry.registerPath({ ...base, method: 'post', path: '/api/wbs/projects', summary: '프로젝트 생성', request: { body: json(projectCreateSchema), headers: idempotencyHeaders },
    responses: withIdempotency({ 201: { description: '생성된 프로젝트', ...json(wbsProjectSchema) }, 400: bad, 401: auth, 409: quota('projects') }, problem) });
  registry.registerPath({ ...base, method: 'get', path: '/api/wbs/projects/{id}', summary: '프로젝트', request: { params: projectId },
    responses: { 200: { description: '프로젝트', ...json(wbsProjectSchema) }, 401: auth, 404: missing } });
  registry.registerPath({ ...base, method: 'put', path: '/api/wbs/projects/{id}', summary: '프로젝트 수정 (진행률 포함)', request: { params: projectId, body: json(projectUpdateSchema) },
    responses: { 200: { description: '수정된 프로젝트', ...json(wbsProjectSchema) }, 400: bad, 401: auth, 404: missing, 409: busy } });
  registry.registerPath({ ...base, method: 'delete', path: '/api/wbs/projects/{id}', summary: '프로젝트와 모든 작업 삭제', request: { params: projectId },
    responses: { 200: { description: '삭제됨', ...json(z.object({ deleted_tasks: z.number() })) }, 401: auth, 404: missing, 409: busy } });
  registry.registerPath({ ...base, method: 'get', path: '/api/wbs/projects/{id}/tasks', summary: '작업 목록 (트리 순서: 상위 먼저, 형제는 order_index 순)', request: { params: projectId },
    responses: {
      200: { description: `작업. ${STREAMED_LIST_NOTE} ETag는 작업이 바뀔 때마다 바뀝니다.`, ...json(z.array(wbsTaskSchema)), headers: { ETag: { schema: { type: 'string' } } } },
      304: { description: 'If-None-Match의 ETag 이후 바뀐 것이 없음 (본문 없음)' },
      401: auth, 404: missing,
    } });
  registry.registerPath({ ...base, method: 'post', path: '/api/wbs/projects/{id}/tasks', summary: '작업 생성 (level은 상위 작업에서 계산)', request: { params: projectId, body: json(taskBodySchema), headers: idempotencyHeaders },
    responses: withIdempotency({ 201: { description: '생성된 작업', ...json(wbsTaskSchema) }, 400: bad, 401: auth, 404: missing, 409: { ...quota('tasksPerProject'), description: `${quota('tasksPerProject').description} 또는 ${busy.description}` } }, problem) });
  registry.registerPath({ ...base, method: 'put', path: '/api/wbs/projects/{id}/tasks/{taskId}', summary: '작업 수정·이동 (하위 트리의 level도 다시 계산)', request: { params: taskIds, body: json(taskBodySchema) },
    responses: { 200: { description: '수정된 작업', ...json(wbsTaskSchema) }, 400: bad, 401: auth, 404: missing, 409: busy } });
  registry.registerPath({ ...base, method: 'delete', path: '/api/wbs/projects/{id}/tasks/{taskId}', summary: '작업과 하위 작업 모두 삭제', request: { params: taskIds },
    responses: { 200: { description: '삭제된 작업 수', ...json(z.object({ deleted: z.number() })) }, 401: auth, 404: missing, 409: busy } });
}
