import { z } from 'zod';
import type { MatchTier, Snippet } from './search/index';

export * from './search/index';

export const SEARCH_TYPES = ['todo', 'meeting', 'project', 'task'] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];

export const SEARCH_LIMITS = { query: 100, defaultLimit: 5, maxLimit: 50 } as const;

export const SEARCH_MESSAGES = {
  queryRequired: '검색어를 입력해주세요.',
  queryTooLong: `검색어는 ${SEARCH_LIMITS.query}자를 초과할 수 없습니다.`,
  queryNoWords: '검색어에 글자나 숫자를 포함해주세요.',
  invalidTypes: '검색 대상은 todo, meeting, project, task 중에서 쉼표로 구분해 선택해주세요.',
  invalidLimit: `결과 수는 1부터 ${SEARCH_LIMITS.maxLimit} 사이의 정수여야 합니다.`,
} as const;

const types = z
  .string({ error: SEARCH_MESSAGES.invalidTypes })
  .transform((v) => [...new Set(v.split(',').map((t) => t.trim()).filter(Boolean))])
  .refine((list) => list.length > 0 && list.every((t) => (SEARCH_TYPES as readonly string[]).includes(t)), { message: SEARCH_MESSAGES.invalidTypes })
  .transform((list) => list as SearchType[]);

/** GET /api/search?q=&types=&limit= : `limit` is the most hits per type. */
export const searchQuerySchema = z
  .object({
    q: z
      .string({ error: SEARCH_MESSAGES.queryRequired })
      .transform((v) => v.trim())
      .refine((v) => v.length > 0, { message: SEARCH_MESSAGES.queryRequired })
      .refine((v) => [...v].length <= SEARCH_LIMITS.query, { message: SEARCH_MESSAGES.queryTooLong })
      .refine((v) => /[\p{L}\p{N}]/u.test(v), { message: SEARCH_MESSAGES.queryNoWords }),
    types: types.optional(),
    limit: z
      .string({ error: SEARCH_MESSAGES.invalidLimit })
      .regex(/^\d{1,3}$/, { message: SEARCH_MESSAGES.invalidLimit })
      .transform(Number)
      .refine((n) => n >= 1 && n <= SEARCH_LIMITS.maxLimit, { message: SEARCH_MESSAGES.invalidLimit })
      .optional(),
  })
  .strict();
export type SearchRequest = z.infer<typeof searchQuerySchema>;

export const searchHitSchema = z.object({
  type: z.enum(SEARCH_TYPES),
  id: z.string(),
  title: z.string(),
  snippet: z.object({
    field: z.string(),
    text: z.string(),
    marks: z.array(z.object({ start: z.number().int(), end: z.number().int() })),
  }),
  /** The record's own date: a to-do's due date, a meeting's date, a project's or task's start date; else null. */
  date: z.string().nullable(),
  /** Where the app shows it, e.g. '/todo/<id>', '/meeting/<id>', '/wbs/detail/<projectId>'. */
  link: z.string(),
  match: z.enum(['exact', 'prefix', 'choseong', 'partial']),
});
export type SearchHit = z.infer<typeof searchHitSchema> & { snippet: Snippet; match: MatchTier };

export const searchResponseSchema = z.object({
  q: z.string(),
  groups: z.array(z.object({ type: z.enum(SEARCH_TYPES), items: z.array(searchHitSchema) })),
});
export interface SearchResponse { q: string; groups: { type: SearchType; items: SearchHit[] }[] }
