import { z } from 'zod';

/** The API tester (POST /api/tools/http): limits and Korean messages shared by the screen and the API. */
export const HTTP_TOOL_LIMITS = {
  urlMax: 2048,
  headersMax: 50,
  queryMax: 50,
  nameMax: 256,
  valueMax: 8192,
  bodyMaxBytes: 100 * 1024,
  responseMaxBytes: 1024 * 1024,
  timeoutMs: 10_000,
  redirectsMax: 5,
  historyMax: 50,
  perMinute: 30,
} as const;

export const HTTP_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];
export const BODY_TYPES = ['none', 'json', 'text'] as const;
export type BodyType = (typeof BODY_TYPES)[number];

export const HTTP_TOOL_MESSAGES = {
  urlRequired: 'URL을 입력해주세요.',
  urlInvalid: 'http:// 또는 https://로 시작하는 올바른 URL을 입력해주세요.',
  urlTooLong: `URL은 ${2048}자를 초과할 수 없습니다.`,
  headerName: '헤더 이름이 올바르지 않습니다.',
  headerValue: '헤더 값에 줄바꿈을 넣을 수 없습니다.',
  tooManyHeaders: '헤더는 최대 50개까지 보낼 수 있습니다.',
  tooManyQuery: '쿼리 파라미터는 최대 50개까지 보낼 수 있습니다.',
  bodyTooLarge: '요청 본문은 100KB를 초과할 수 없습니다.',
  bodyNotJson: '요청 본문이 올바른 JSON 형식이 아닙니다.',
  bodyNotAllowed: 'GET, HEAD 요청에는 본문을 보낼 수 없습니다.',
  blocked: '내부 네트워크나 로컬 주소로는 요청을 보낼 수 없습니다.',
  unresolvable: '호스트 이름을 찾을 수 없습니다.',
  timeout: '응답 시간이 10초를 초과하여 요청을 중단했습니다.',
  connection: '대상 서버에 연결할 수 없습니다.',
  tooManyRedirects: '리디렉션이 너무 많습니다 (최대 5회).',
  historyNotFound: '요청 기록을 찾을 수 없습니다.',
} as const;

const TOKEN = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;
const pair = (kind: 'header' | 'query') =>
  z.object({
    name: kind === 'header'
      ? z.string().trim().min(1, HTTP_TOOL_MESSAGES.headerName).max(HTTP_TOOL_LIMITS.nameMax, HTTP_TOOL_MESSAGES.headerName).regex(TOKEN, HTTP_TOOL_MESSAGES.headerName)
      : z.string().min(1, HTTP_TOOL_MESSAGES.urlInvalid).max(HTTP_TOOL_LIMITS.nameMax, HTTP_TOOL_MESSAGES.urlInvalid),
    value: z.string().max(HTTP_TOOL_LIMITS.valueMax, HTTP_TOOL_MESSAGES.headerValue).refine((v) => kind === 'query' || !/[\r\n\0]/.test(v), HTTP_TOOL_MESSAGES.headerValue),
  }).strict();

const httpUrl = z
  .string({ message: HTTP_TOOL_MESSAGES.urlRequired })
  .trim()
  .min(1, HTTP_TOOL_MESSAGES.urlRequired)
  .max(HTTP_TOOL_LIMITS.urlMax, HTTP_TOOL_MESSAGES.urlTooLong)
  .refine((v) => {
    try {
      const u = new URL(v);
      return (u.protocol === 'http:' || u.protocol === 'https:') && !!u.hostname && !u.username && !u.password;
    } catch {
      return false;
    }
  }, HTTP_TOOL_MESSAGES.urlInvalid);

export const httpToolRequestSchema = z
  .object({
    method: z.enum(HTTP_METHODS),
    url: httpUrl,
    headers: z.array(pair('header')).max(HTTP_TOOL_LIMITS.headersMax, HTTP_TOOL_MESSAGES.tooManyHeaders).default([]),
    query: z.array(pair('query')).max(HTTP_TOOL_LIMITS.queryMax, HTTP_TOOL_MESSAGES.tooManyQuery).default([]),
    body_type: z.enum(BODY_TYPES).default('none'),
    body: z.string().default(''),
  })
  .strict()
  .superRefine((r, ctx) => {
    if (r.body_type === 'none') return;
    if (new TextEncoder().encode(r.body).length > HTTP_TOOL_LIMITS.bodyMaxBytes) ctx.addIssue({ code: 'custom', path: ['body'], message: HTTP_TOOL_MESSAGES.bodyTooLarge });
    else if ((r.method === 'GET' || r.method === 'HEAD') && r.body) ctx.addIssue({ code: 'custom', path: ['body'], message: HTTP_TOOL_MESSAGES.bodyNotAllowed });
    else if (r.body_type === 'json' && r.body.trim() && !isJson(r.body)) ctx.addIssue({ code: 'custom', path: ['body'], message: HTTP_TOOL_MESSAGES.bodyNotJson });
  });

function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

export type HttpToolRequest = z.input<typeof httpToolRequestSchema>;
export interface NameValue { name: string; value: string }

/** What a sent request came back with: either a response, or why there is none. */
export interface HttpToolResult {
  ok: boolean;
  error: { kind: 'timeout' | 'connection' | 'dns' | 'too_many_redirects'; message: string } | null;
  status: number | null;
  status_text: string;
  headers: NameValue[];
  /** UTF-8 text; empty for binary content (binary: true). */
  body: string;
  binary: boolean;
  content_type: string;
  size: number;
  truncated: boolean;
  time_ms: number;
  final_url: string;
  redirects: { status: number; location: string }[];
  history_id: string;
}

/** One history entry: the request as sent (secret header, query and body values replaced by '[redacted]') and a summary of the outcome. */
export interface HttpHistoryEntry {
  id: string;
  method: HttpMethod;
  url: string;
  headers: NameValue[];
  query: NameValue[];
  body_type: BodyType;
  body: string;
  status: number | null;
  error: string | null;
  time_ms: number;
  created_at: string;
}
