import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import { z } from 'zod';
import { REMINDER_LIMITS, dueReminderSchema, emptyActionSchema } from '@haru/contracts';
import type { CommonResponses } from '../../docs/openapi';

const json = (schema: z.ZodType) => ({ content: { 'application/json': { schema } } });
const idParam = z.object({ id: z.string() });

/** /api/reminders in the OpenAPI document (listed in PATH_GROUPS of docs/openapi.ts). */
export function registerReminderPaths(registry: OpenAPIRegistry, { bearer, problem }: CommonResponses): void {
  const bad = problem('검증 실패 (detail: 한국어 메시지)');
  const unauthorized = problem('인증 실패');
  const missing = problem('없는 알림, 다른 사용자의 알림 또는 잘못된 id');

  registry.registerPath({
    method: 'get', path: '/api/reminders/due', tags: ['reminders'], security: bearer,
    summary: '울렸지만 앱에서 아직 보여주지 않은 알림 (열린 앱이 주기적으로 조회)',
    responses: { 200: { description: '오래된 것부터 최대 20개', ...json(z.array(dueReminderSchema)) }, 401: unauthorized },
  });
  registry.registerPath({
    method: 'post', path: '/api/reminders/{id}/snooze', tags: ['reminders'], security: bearer,
    summary: `다시 알림: 지금부터 ${REMINDER_LIMITS.snoozeMinutes}분 뒤에 다시 울림`,
    request: { params: idParam, body: json(emptyActionSchema) },
    responses: { 200: { description: '다시 울릴 시각', ...json(z.object({ message: z.string(), fire_at: z.string() })) }, 400: bad, 401: unauthorized, 404: missing },
  });
  registry.registerPath({
    method: 'post', path: '/api/reminders/{id}/dismiss', tags: ['reminders'], security: bearer,
    summary: '알림 확인: 앱에 다시 보여주지 않음',
    request: { params: idParam, body: json(emptyActionSchema) },
    responses: { 200: { description: '확인됨', ...json(z.object({ message: z.string() })) }, 400: bad, 401: unauthorized, 404: missing },
  });
}
