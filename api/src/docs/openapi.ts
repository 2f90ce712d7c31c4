import { OpenAPIRegistry, OpenApiGeneratorV31 } from '@asteasolutions/zod-to-openapi';
import { type z } from 'zod';
import { QUOTA_MESSAGES, problemSchema, type QuotaKind } from '@haru/contracts';
import { API_VERSION } from '../version';
import { registerAuthPaths } from './auth.paths';
import { registerWbsPaths } from '../modules/wbs/wbs.paths';
import { registerTodoPaths } from '../modules/todos/todos.paths';
import { registerMeetingPaths } from '../modules/meetings/meetings.paths';
import { registerMeetingTemplatePaths } from '../modules/meeting-templates/templates.paths';
import { registerToolsPaths } from '../modules/tools/tools.paths';
import { registerStatsPaths } from '../modules/stats/stats.paths';
import { registerHealthPaths } from '../modules/health/health.paths';
import { registerHolidayPaths } from '../modules/holidays/holidays.paths';
import { registerPortabilityPaths } from '../modules/portability/portability.paths';
import { registerReminderPaths } from '../modules/reminders/reminders.paths';
import { registerPushPaths } from '../modules/push/push.paths';
import { registerSearchPaths } from '../modules/search/search.paths';
import { registerTrashPaths } from '../modules/trash/trash.paths';

/**
 * The OpenAPI 3.1 document, generated from the zod contracts (the same schemas the routes parse with).
 * Schemas are inlined: named components need `.openapi()` on schemas created after extendZodWithOpenApi(), which
 * the shared contracts cannot assume. A module documents its routes with a `register<Resource>Paths(registry)` file here, listed in PATH_GROUPS.
 */
export type PathGroup = (registry: OpenAPIRegistry, common: CommonResponses) => void;
export interface CommonResponses {
  bearer: { [name: string]: string[] }[];
  problem: (description: string) => { description: string; content: { 'application/problem+json': { schema: z.ZodType } } };
  /** 409 `quota_exceeded` of a create past the account's quota (packages/contracts quotas.ts). */
  quota: (kind: QuotaKind) => ReturnType<CommonResponses['problem']>;
}


const PATH_GROUPS: PathGroup[] = [registerHealthPaths, registerAuthPaths, registerTodoPaths, registerMeetingPaths, registerMeetingTemplatePaths, registerWbsPaths, registerToolsPaths, registerStatsPaths, registerHolidayPaths, registerPortabilityPaths, registerReminderPaths, registerPushPaths, registerSearchPaths, registerTrashPaths];

let cached: object | null = null;

export function openApiDocument(): object {
  if (cached) return cached;
  const registry = new OpenAPIRegistry();
  const bearerAuth = registry.registerComponent('securitySchemes', 'bearerAuth', { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' });
  const common: CommonResponses = {
    bearer: [{ [bearerAuth.name]: [] }],
    problem: (description) => ({ description, content: { 'application/problem+json': { schema: problemSchema } } }),
    quota: (kind) => common.problem(`계정 한도 초과: code quota_exceeded, detail '${QUOTA_MESSAGES[kind]}'. 아무것도 저장되지 않으며, 항목을 삭제하면 다시 만들 수 있습니다.`),
  };
  for (const group of PATH_GROUPS) group(registry, common);
  cached = new OpenApiGeneratorV31(registry.definitions).generateDocument({
    openapi: '3.1.0',
    info: { title: '하루 API', version: API_VERSION, description: `하루(Haru) 개인 생산성 앱의 REST API. 오류는 application/problem+json 형식이며 detail에 한국어 메시지가 담깁니다. 계정 한도를 넘는 생성은 409 quota_exceeded입니다: ${Object.values(QUOTA_MESSAGES).join(' ')}` },
    servers: [{ url: '/' }],
  });
  return cached;
}
