import type { AnalyticsReport, StatsSummary } from '@haru/contracts';
import { request } from './http';

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
