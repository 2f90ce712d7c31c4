import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import { z } from 'zod';
import { emptyActionSchema, pushSubscriptionCreateSchema, pushSubscriptionSchema, pushTestResultSchema } from '@haru/contracts';
import type { CommonResponses } from '../../docs/openapi';

const json = (schema: z.ZodType) => ({ content: { 'application/json': { schema } } });

/** /api/push in the OpenAPI document (listed in PATH_GROUPS of docs/openapi.ts). */
export function registerPushPaths(registry: OpenAPIRegistry, { bearer, problem }: CommonResponses): void {
  const bad = problem('검증 실패 (detail: 한국어 메시지). https가 아니거나 내부 네트워크 주소인 구독 주소도 여기에 해당');
  const unauthorized = problem('인증 실패');
  const tags = ['push'];

  registry.registerPath({
    method: 'get', path: '/api/push/vapid-public-key', tags, security: bearer, summary: 'PushManager.subscribe의 applicationServerKey (base64url)',
    responses: { 200: { description: 'VAPID 공개 키', ...json(z.object({ public_key: z.string() })) }, 401: unauthorized },
  });
  registry.registerPath({
    method: 'get', path: '/api/push/subscriptions', tags, security: bearer, summary: '푸시 알림을 받는 내 기기 목록',
    responses: { 200: { description: '구독 목록', ...json(z.array(pushSubscriptionSchema)) }, 401: unauthorized },
  });
  registry.registerPath({
    method: 'post', path: '/api/push/subscriptions', tags, security: bearer, summary: '이 기기 구독 등록 (같은 endpoint면 키만 바꿈)',
    request: { body: json(pushSubscriptionCreateSchema) },
    responses: { 201: { description: '등록됨', ...json(z.object({ message: z.string(), subscription: pushSubscriptionSchema })) }, 400: bad, 401: unauthorized, 409: problem('기기 수 한도 초과') },
  });
  registry.registerPath({
    method: 'delete', path: '/api/push/subscriptions/{id}', tags, security: bearer, summary: '이 기기 구독 해제',
    request: { params: z.object({ id: z.string() }) },
    responses: { 200: { description: '해제됨', ...json(z.object({ message: z.string() })) }, 401: unauthorized, 404: problem('없는 구독 또는 다른 사용자의 구독') },
  });
  registry.registerPath({
    method: 'post', path: '/api/push/test', tags, security: bearer, summary: '테스트 알림을 내 모든 기기로 보냄 (404/410 응답 구독은 삭제)',
    request: { body: json(emptyActionSchema) },
    responses: { 200: { description: '보낸 결과', ...json(pushTestResultSchema) }, 400: bad, 401: unauthorized },
  });
}
