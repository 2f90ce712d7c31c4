import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import { z } from 'zod';
import type { CommonResponses } from '../../docs/openapi';

const health = z.object({ status: z.enum(['ok', 'unavailable']), version: z.string(), database: z.boolean() });

/** GET /api/health: public, for load balancers and monitoring. */
export function registerHealthPaths(registry: OpenAPIRegistry, _common: CommonResponses): void {
  registry.registerPath({
    method: 'get', path: '/api/health', tags: ['health'], summary: '버전과 데이터베이스 응답 여부',
    responses: {
      200: { description: '데이터베이스가 응답함', content: { 'application/json': { schema: health } } },
      503: { description: '데이터베이스가 응답하지 않음', content: { 'application/json': { schema: health } } },
    },
  });
}
