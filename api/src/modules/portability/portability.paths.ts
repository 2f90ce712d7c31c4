import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import { z } from 'zod';
import { BACKUP_KINDS, CALENDAR_FEED_MESSAGES, backupFileSchema, calendarFeedCreateSchema, calendarFeedOptionsSchema, importRequestSchema } from '@haru/contracts';
import type { CommonResponses } from '../../docs/openapi';

const json = (schema: z.ZodType) => ({ content: { 'application/json': { schema } } });
const counts = z.object({ new: z.number(), duplicate: z.number(), invalid: z.number() });
const skipped = z.array(z.object({ kind: z.string(), index: z.number(), title: z.string(), reason: z.string() }));
const restoreReport = z.object({
  counts: z.object(Object.fromEntries(BACKUP_KINDS.map((k) => [k, counts]))),
  preferences: z.enum(['new', 'none']),
  skipped,
  written: z.boolean(),
  message: z.string().optional(),
});
const importReport = z.object({
  source: z.string(),
  rows: z.array(z.object({ row: z.number(), title: z.string(), description: z.string(), priority: z.string(), status: z.string(), category: z.string().nullable(), due_date: z.string().nullable(), tags: z.array(z.string()), duplicate: z.boolean(), note: z.string().optional() })),
  counts,
  skipped,
  written: z.boolean(),
  message: z.string().optional(),
});

/** /api/backup, /api/import and the calendar feed in the OpenAPI document. */
export function registerPortabilityPaths(registry: OpenAPIRegistry, { bearer, problem }: CommonResponses): void {
  const bad = problem('백업 파일 또는 CSV가 올바르지 않음 (detail: 한국어 메시지). 아무것도 저장되지 않습니다');
  const auth = problem('인증 실패');
  const tooLarge = problem('BACKUP_MAX_BYTES를 넘는 파일 (code payload_too_large)');
  const quota = problem('계정 한도 초과 (code quota_exceeded). 아무것도 저장되지 않습니다');
  const backup = { tags: ['backup'], security: bearer };
  registry.registerPath({ ...backup, method: 'get', path: '/api/backup', summary: '내 데이터 내보내기 (버전이 있는 JSON 한 개, 스트리밍)',
    responses: { 200: { description: 'Content-Disposition: attachment. 비밀번호, 세션, 다른 사용자의 정보는 없습니다', ...json(backupFileSchema) }, 401: auth } });
  registry.registerPath({ ...backup, method: 'post', path: '/api/backup/preview', summary: '복원 미리보기: 새 항목 / 중복 / 잘못된 항목(이유)을 세기만 하고 저장하지 않음',
    request: { body: json(backupFileSchema) }, responses: { 200: { description: '미리보기', ...json(restoreReport) }, 400: bad, 401: auth, 413: tooLarge } });
  registry.registerPath({ ...backup, method: 'post', path: '/api/backup/restore', summary: '백업 복원: 새 id로, 링크와 작업 트리를 유지하며, 중복은 건너뛰고, 전부 또는 전혀',
    request: { body: json(backupFileSchema) }, responses: { 200: { description: '복원 결과', ...json(restoreReport) }, 400: bad, 401: auth, 409: quota, 413: tooLarge } });
  const imports = { tags: ['import'], security: bearer };
  for (const [path, summary] of [['/api/import/preview', 'Todoist / TickTick CSV 가져오기 미리보기 (저장하지 않음)'], ['/api/import/run', 'Todoist / TickTick CSV 가져오기 (전부 또는 전혀)']] as const) {
    registry.registerPath({ ...imports, method: 'post', path, summary, request: { body: json(importRequestSchema) },
      responses: { 200: { description: '행별 결과와 건너뛴 행의 이유', ...json(importReport) }, 400: bad, 401: auth, 409: quota, 413: tooLarge } });
  }
  const feed = { tags: ['calendar'] };
  registry.registerPath({ ...feed, method: 'get', path: '/api/calendar/feed/{file}', summary: '비공개 캘린더 구독 (ICS). {file}은 `<token>.ics`, 토큰이 곧 자격 증명',
    request: { params: z.object({ file: z.string() }) },
    responses: {
      200: { description: 'RFC 5545 text/calendar: 마감일이 있는 할일(종일), 회의(1시간), 프로젝트 기간, 설정 시 한국 공휴일(종일). 반복 할일의 열린 일정에는 RRULE (UNTIL/COUNT 포함; 음력 규칙은 RRULE로 나타낼 수 없어 제외). ETag 포함', content: { 'text/calendar': { schema: z.string() } } },
      304: { description: 'If-None-Match의 ETag와 같음' },
      404: problem(`없는, 해지된 또는 잘못된 토큰 ('${CALENDAR_FEED_MESSAGES.notFound}')`),
    } });
  const admin = { tags: ['calendar'], security: bearer };
  const status = z.object({ active: z.boolean(), created_at: z.string().nullable(), holidays: z.boolean() });
  registry.registerPath({ ...admin, method: 'get', path: '/api/calendar-feed', summary: '캘린더 구독 주소가 있는지', responses: { 200: { description: '상태', ...json(status) }, 401: auth } });
  registry.registerPath({ ...admin, method: 'post', path: '/api/calendar-feed', summary: '캘린더 구독 주소 만들기 / 다시 만들기 (이전 주소는 즉시 404). 주소는 이때 한 번만 보입니다',
    request: { body: json(calendarFeedCreateSchema) },
    responses: { 201: { description: '새 주소', ...json(z.object({ message: z.string(), url: z.string(), created_at: z.string() })) }, 400: problem('알 수 없는 키 또는 holidays가 참/거짓이 아님'), 401: auth } });
  registry.registerPath({ ...admin, method: 'put', path: '/api/calendar-feed', summary: '캘린더 구독 설정: holidays = 한국 공휴일(작년~내년)을 종일 일정으로 포함. 주소는 그대로',
    request: { body: json(calendarFeedOptionsSchema) },
    responses: { 200: { description: '저장됨', ...json(z.object({ message: z.string(), holidays: z.boolean() })) }, 400: problem('holidays가 참/거짓이 아님'), 401: auth, 404: problem('구독 주소가 없음') } });
  registry.registerPath({ ...admin, method: 'delete', path: '/api/calendar-feed', summary: '캘린더 구독 해지 (주소는 즉시 404)',
    responses: { 200: { description: '해지됨', ...json(z.object({ message: z.string() })) }, 401: auth, 404: problem('구독 주소가 없음') } });
}
