import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import { z } from 'zod';
import { analyticsQuerySchema, calendarQuerySchema, holidaySchema } from '@haru/contracts';
import type { CommonResponses } from '../../docs/openapi';

const json = (schema: z.ZodType) => ({ content: { 'application/json': { schema } } });

/** /api/stats and /api/calendar: figures computed in the database, owner-scoped. */
export function registerStatsPaths(registry: OpenAPIRegistry, { bearer, problem }: CommonResponses): void {
  const auth = problem('인증 실패');
  const bad = problem('잘못된 기간');
  const base = { security: bearer };
  registry.registerPath({ ...base, tags: ['stats'], method: 'get', path: '/api/stats/summary', summary: '대시보드·마이페이지 수치 (할일, 회의록, 프로젝트, 작업)',
    responses: { 200: { description: '수치', ...json(z.object({}).passthrough()) }, 401: auth } });
  registry.registerPath({ ...base, tags: ['stats'], method: 'get', path: '/api/stats/analytics', summary: '분석 및 리포트: 주별 추이와 분류별 수치', request: { query: analyticsQuerySchema },
    responses: { 200: { description: '리포트', ...json(z.object({}).passthrough()) }, 400: bad, 401: auth } });
  registry.registerPath({ ...base, tags: ['calendar'], method: 'get', path: '/api/calendar', summary: '기간의 일정 (할일 마감일, 회의 날짜, 프로젝트 기간, WBS 작업 기간, 반복 할일의 다가올 일정; 한국 날짜)', request: { query: calendarQuerySchema },
    responses: { 200: { description: '{ from, to, events, holidays } (holidays: 기간의 공휴일, GET /api/holidays와 같은 형식)', ...json(z.object({ from: z.string(), to: z.string(), events: z.array(z.object({ id: z.string(), title: z.string(), date: z.string(), type: z.enum(['todo', 'meeting', 'project', 'task']),
      repeat: z.string().optional().describe('반복 할일의 규칙 (한국어, 예: 매주 월요일)'),
      project_id: z.string().optional().describe('WBS 작업(type task)의 프로젝트 id'),
      project_title: z.string().optional().describe('WBS 작업(type task)의 프로젝트 이름'),
      projected: z.boolean().optional().describe('반복 할일의 다가올 일정 (따로 있는 할일이 아님: source_id는 반복 중인 할일, id는 todo-<id>@<날짜>, 옮길 수 없음)'),
      version: z.string().optional().describe('할일·회의의 버전 (updated_at, ETag와 같은 값: PUT의 If-Match에 보냄)') }).passthrough()), holidays: z.array(holidaySchema) })) }, 400: bad, 401: auth } });
}
