import type { AnalyticsReport, StatsSummary } from '@haru/contracts';
import { request } from './http';
import { queryDef, STALE_MS } from './policy';

export const statsKeys = {
  all: ['stats'] as const,
  summary: () => ['stats', 'summary'] as const,
  analytics: (from: string, to: string) => ['stats', 'analytics', from, to] as const,
};

/** GET /api/stats/summary: the dashboard and my-page figures, computed on the server. */
export function getStatsSummary(signal?: AbortSignal): Promise<StatsSummary> {
  return request<StatsSummary>('/api/stats/summary', { signal });
}

/** GET /api/stats/analytics?from=&to= (inclusive calendar dates in Korea). */
export function getAnalytics(from: string, to: string, signal?: AbortSignal): Promise<AnalyticsReport> {
  const query = new URLSearchParams({ from, to });
  return request<AnalyticsReport>(`/api/stats/analytics?${query}`, { signal });
}

/**
 * The one owner of the summary figures (dashboard, my page, to-do counts, sidebar badges): every screen reads
 * them through this, and every write invalidates them through its resource's `afterWrite`.
 */
export const statsQueries = {
  summary: () => queryDef(statsKeys.summary(), getStatsSummary, STALE_MS.summary),
  analytics: (from: string, to: string) => queryDef(statsKeys.analytics(from, to), (signal) => getAnalytics(from, to, signal)),
};
