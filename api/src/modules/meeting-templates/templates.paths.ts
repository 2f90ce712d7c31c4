import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import { z } from 'zod';
import { meetingTemplateInputSchema } from '@haru/contracts';
import type { CommonResponses } from '../../docs/openapi';

const json = (schema: z.ZodType) => ({ content: { 'application/json': { schema } } });
const template = z.object({ id: z.string(), name: z.string(), agenda: z.string(), built_in: z.boolean() });

/** /api/meeting-templates in the OpenAPI document. */
export function registerMeetingTemplatePaths(registry: OpenAPIRegistry, { bearer, problem, quota }: CommonResponses): void {
  const auth = problem('인증 실패');
  const base = { tags: ['meetings'], security: bearer };
  registry.registerPath({ ...base, method: 'get', path: '/api/meeting-templates', summary: '회의 템플릿 (기본 4개 + 내가 저장한 것)',
    responses: { 200: { description: '템플릿 배열', ...json(z.array(template)) }, 401: auth } });
  registry.registerPath({ ...base, method: 'post', path: '/api/meeting-templates', summary: '현재 회의를 템플릿으로 저장', request: { body: json(meetingTemplateInputSchema) },
    responses: { 201: { description: '저장된 템플릿', ...json(template) }, 400: problem('검증 실패 (detail: 한국어 메시지)'), 401: auth, 409: quota('meetingTemplates') } });
  registry.registerPath({ ...base, method: 'delete', path: '/api/meeting-templates/{id}', summary: '내 템플릿 삭제', request: { params: z.object({ id: z.string() }) },
    responses: { 204: { description: '삭제됨' }, 401: auth, 404: problem('없는 템플릿, 기본 템플릿 또는 다른 사용자의 템플릿') } });
}
