import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import { z } from 'zod';
import { HOLIDAY_MESSAGES, holidayQuerySchema, holidaySchema } from '@haru/contracts';
import type { CommonResponses } from '../../docs/openapi';

/** /api/holidays: Korean public holidays of one year. */
export function registerHolidayPaths(registry: OpenAPIRegistry, { bearer, problem }: CommonResponses): void {
  registry.registerPath({
    security: bearer, tags: ['holidays'], method: 'get', path: '/api/holidays',
    summary: '한 해의 공휴일 (규정의 공휴일, 음력 명절, 대체공휴일, 임시공휴일·선거일)',
    description: 'kind: regular (규정의 공휴일), substitute (대체공휴일), designated (임시공휴일·선거일, 운영자 데이터 파일). 한 날짜에 둘 이상일 수 있습니다 (2025-05-05).',
    request: { query: holidayQuerySchema },
    responses: {
      200: { description: '{ year, holidays }', content: { 'application/json': { schema: z.object({ year: z.number().int(), holidays: z.array(holidaySchema) }) } } },
      400: problem(`잘못된 연도: '${HOLIDAY_MESSAGES.year}'`),
      401: problem('인증 실패'),
    },
  });
}
