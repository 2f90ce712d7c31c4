import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import { searchQuerySchema, searchResponseSchema } from '@haru/contracts';
import type { CommonResponses } from '../../docs/openapi';

/** /api/search: the caller's records across to-dos, meetings and WBS, Korean-aware (초성, half-typed syllables). */
export function registerSearchPaths(registry: OpenAPIRegistry, { bearer, problem }: CommonResponses): void {
  registry.registerPath({
    security: bearer,
    tags: ['search'],
    method: 'get',
    path: '/api/search',
    summary: '통합 검색: 할일, 회의록, 프로젝트, 작업 (초성, 입력 중인 글자, 조사 제거; 유형별로 묶어 순위순)',
    request: { query: searchQuerySchema },
    responses: {
      200: { description: '유형별 결과 (정확히 일치 > 앞부분 일치 > 초성 > 부분 일치, 같으면 최근 변경 순)', content: { 'application/json': { schema: searchResponseSchema } } },
      400: problem('잘못된 검색어나 조건'),
      401: problem('인증 실패'),
    },
  });
}
