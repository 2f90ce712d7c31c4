import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import { z } from 'zod';
import {
  authResponseSchema,
  calendarSettingsSchema,
  changePasswordSchema,
  homeLayoutSchema,
  loginSchema,
  logoutSchema,
  messageResponseSchema,
  putHomeLayoutSchema,
  putQuickActionsSchema,
  quickActionListSchema,
  refreshSchema,
  registerSchema,
  userSchema,
} from '@haru/contracts';
import type { CommonResponses } from './openapi';

const json = (schema: z.ZodType) => ({ content: { 'application/json': { schema } } });

/** /api/auth, /api/user and /api/config. */
export function registerAuthPaths(registry: OpenAPIRegistry, { bearer, problem }: CommonResponses): void {
  const auth = authResponseSchema;
  const user = userSchema;
  const bad = problem('검증 실패 (detail: 한국어 메시지)');
  const unauthorized = problem('인증 실패');
  const retryAfter = { 'Retry-After': { schema: { type: 'integer' } } } as const;
  /** The bcrypt gate (modules/auth/bcrypt-gate.ts): too many password checks already waiting. */
  const busy = { ...problem('비밀번호 처리 대기열이 가득 참 (잠시 후 다시 시도)'), headers: retryAfter };
  const throttled = { ...problem('시도 횟수 초과'), headers: retryAfter };

  registry.registerPath({
    method: 'post', path: '/api/auth/register', tags: ['auth'], summary: '회원가입 후 로그인',
    request: { body: json(registerSchema) },
    responses: { 201: { description: '가입 완료', ...json(authResponseSchema.extend({ message: z.string() })) }, 400: bad, 409: problem('아이디 또는 이메일 중복 (비슷해 보이는 글자 포함)'), 429: { ...problem('이 주소의 가입 시도 횟수 초과'), headers: retryAfter }, 503: busy },
  });
  registry.registerPath({
    method: 'post', path: '/api/auth/login', tags: ['auth'], summary: '아이디 또는 이메일로 로그인',
    request: { body: json(loginSchema) },
    responses: { 200: { description: '로그인', ...json(auth) }, 400: bad, 401: unauthorized, 429: throttled, 503: busy },
  });
  registry.registerPath({
    method: 'post', path: '/api/auth/refresh', tags: ['auth'], summary: '토큰 갱신 (리프레시 토큰 교체, 재사용 시 세션 폐기)',
    request: { body: json(refreshSchema) },
    responses: { 200: { description: '새 토큰 쌍', ...json(auth) }, 400: bad, 401: unauthorized },
  });
  registry.registerPath({
    method: 'get', path: '/api/auth/me', tags: ['auth'], summary: '내 정보', security: bearer,
    responses: { 200: { description: '사용자', ...json(user) }, 401: unauthorized },
  });
  registry.registerPath({
    method: 'put', path: '/api/auth/change-password', tags: ['auth'], summary: '비밀번호 변경 (다른 세션 모두 종료)', security: bearer,
    request: { body: json(changePasswordSchema) },
    responses: { 200: { description: '변경됨', ...json(messageResponseSchema) }, 400: bad, 401: unauthorized, 429: throttled, 503: busy },
  });
  registry.registerPath({
    method: 'post', path: '/api/auth/logout', tags: ['auth'], summary: '로그아웃 (세션 종료)',
    request: { body: json(logoutSchema) },
    responses: { 204: { description: '종료됨' } },
  });
  registry.registerPath({
    method: 'get', path: '/api/config', tags: ['app'], summary: '공개 설정 (macOS 앱 다운로드 주소, 없으면 null)',
    responses: { 200: { description: '설정', ...json(z.object({ macos_app_url: z.string().nullable() })) } },
  });
  registry.registerPath({
    method: 'get', path: '/api/user/quick-actions', tags: ['user'], summary: '빠른 실행 목록 (저장된 것이 없으면 기본값)', security: bearer,
    responses: { 200: { description: '목록', ...json(quickActionListSchema) }, 401: unauthorized },
  });
  registry.registerPath({
    method: 'put', path: '/api/user/quick-actions', tags: ['user'], summary: '빠른 실행 저장', security: bearer,
    request: { body: json(putQuickActionsSchema) },
    responses: { 200: { description: '저장된 목록', ...json(quickActionListSchema) }, 400: bad, 401: unauthorized },
  });
  registry.registerPath({
    method: 'get', path: '/api/user/home-screen-layout', tags: ['user'], summary: '홈 화면 구성 (저장된 것이 없으면 기본값)', security: bearer,
    responses: { 200: { description: '구성', ...json(homeLayoutSchema) }, 401: unauthorized },
  });
  registry.registerPath({
    method: 'put', path: '/api/user/home-screen-layout', tags: ['user'], summary: '홈 화면 구성 저장', security: bearer,
    request: { body: json(putHomeLayoutSchema) },
    responses: { 200: { description: '저장된 구성', ...json(homeLayoutSchema) }, 400: bad, 401: unauthorized },
  });
  registry.registerPath({
    method: 'get', path: '/api/user/calendar-settings', tags: ['user'], summary: '달력 설정 (음력 표시; 저장된 것이 없으면 꺼짐)', security: bearer,
    responses: { 200: { description: '설정', ...json(calendarSettingsSchema) }, 401: unauthorized },
  });
  registry.registerPath({
    method: 'put', path: '/api/user/calendar-settings', tags: ['user'], summary: '달력 설정 저장', security: bearer,
    request: { body: json(calendarSettingsSchema) },
    responses: { 200: { description: '저장된 설정', ...json(calendarSettingsSchema) }, 400: bad, 401: unauthorized },
  });
}
