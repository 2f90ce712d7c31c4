import type { SearchResponse, SearchType } from '@haru/contracts';
import { request } from './http';
import { queryDef } from './policy';

export const searchKeys = {
  all: ['search'] as const,
  results: (q: string, types?: readonly SearchType[]) => ['search', q, types?.join(',') ?? 'all'] as const,
};

/** GET /api/search?q=&types=&limit=: the caller's to-dos, meetings, projects and tasks matching q, grouped by type. */
export function searchAll(q: string, options: { types?: readonly SearchType[]; limit?: number; signal?: AbortSignal } = {}): Promise<SearchResponse> {
  const query = new URLSearchParams({ q });
  if (options.types?.length) query.set('types', options.types.join(','));
  if (options.limit) query.set('limit', String(options.limit));
  return request<SearchResponse>(`/api/search?${query}`, { signal: options.signal });
}

/** Results stay fresh briefly: a palette reopened at once shows them without a request; any write marks them stale. */
const SEARCH_STALE_MS = 10_000;

export const searchQueries = {
  results: (q: string, types?: readonly SearchType[]) =>
    queryDef(searchKeys.results(q, types), (signal) => searchAll(q, { types, signal }), SEARCH_STALE_MS),
};
