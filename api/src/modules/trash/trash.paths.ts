import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import { z } from 'zod';
import { TRASH_DAYS, TRASH_MESSAGES, TRASH_RESTORE_MAX, trashItemSchema, trashKindSchema, trashRestoreManySchema } from '@haru/contracts';
import type { CommonResponses } from '../../docs/openapi';

const json = (schema: z.ZodType) => ({ content: { 'application/json': { schema } } });

/** /api/trash (휴지통, issue 22) in the OpenAPI document. */
export function registerTrashPaths(registry: OpenAPIRegistry, { bearer, problem }: CommonResponses): void {
  const common = { tags: ['trash'], security: bearer };
  const auth = problem('인증 실패');
  const missing = problem(`휴지통에 없는 항목, 다른 사용자의 항목, 알 수 없는 kind 또는 ${TRASH_DAYS}일이 지난 항목 ('${TRASH_MESSAGES.notFound}')`);
  const params = z.object({ kind: trashKindSchema, id: z.string() });
  registry.registerPath({ ...common, method: 'get', path: '/api/trash', summary: `휴지통: 삭제한 할일, 회의, 프로젝트(작업 포함), 작업(하위 작업 포함), 최근 삭제 순. ${TRASH_DAYS}일 뒤 서버가 지웁니다`,
    responses: { 200: { description: '휴지통 항목 (count = 함께 복원되는 작업 수)', ...json(z.object({ items: z.array(trashItemSchema) })) }, 401: auth } });
  registry.registerPath({ ...common, method: 'post', path: '/api/trash/{kind}/{id}/restore', summary: '복원: 같은 id, 같은 내용, 회의 실행 항목 ↔ 할일 링크와 작업 트리까지 그대로',
    request: { params, body: json(z.object({}).strict()) },
    responses: {
      200: { description: '복원됨', ...json(z.object({ message: z.string(), item: trashItemSchema })) },
      400: problem('본문은 빈 객체여야 함'),
      401: auth,
      404: missing,
      409: problem(`복원할 수 없음: 계정 한도 초과(quota_exceeded), '${TRASH_MESSAGES.projectMissing}', '${TRASH_MESSAGES.parentMissing}', '${TRASH_MESSAGES.depthExceeded}'. 항목은 휴지통에 남습니다`),
    } });
  registry.registerPath({ ...common, method: 'post', path: '/api/trash/restore', summary: `여러 할일 한 번에 복원 (일괄 삭제의 실행 취소): 최대 ${TRASH_RESTORE_MAX}개, 모두 또는 하나도 복원하지 않음`,
    request: { body: json(trashRestoreManySchema) },
    responses: {
      200: { description: '모두 복원됨 (같은 id, 링크, 알림)', ...json(z.object({ message: z.string(), items: z.array(trashItemSchema) })) },
      400: problem(`kind는 'todo', ids는 서로 다른 할일 id 1–${TRASH_RESTORE_MAX}개`),
      401: auth,
      404: problem(`하나라도 내 휴지통에 없으면(다른 사용자의 항목 포함) 아무것도 복원하지 않음 ('${TRASH_MESSAGES.notFound}')`),
      409: problem(`계정 한도 초과(quota_exceeded) 또는 '${TRASH_MESSAGES.alreadyThere}'. 모두 휴지통에 남습니다`),
    } });
  registry.registerPath({ ...common, method: 'delete', path: '/api/trash/{kind}/{id}', summary: '영구 삭제',
    request: { params }, responses: { 200: { description: '삭제됨', ...json(z.object({ message: z.string() })) }, 401: auth, 404: missing } });
  registry.registerPath({ ...common, method: 'delete', path: '/api/trash', summary: '휴지통 비우기',
    responses: { 200: { description: '비움', ...json(z.object({ message: z.string(), deleted: z.number() })) }, 401: auth } });
}
