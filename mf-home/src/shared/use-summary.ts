import { useCallback, useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { statsQueries } from '@haru/api-client';
import type { StatsSummary } from '@haru/contracts';
import { EMPTY_SUMMARY } from './stats/lib/figures';

/**
 * The dashboard figures through the one summary query every screen shares (every write invalidates it). A failed
 * load is logged and `failed` is set: the dashboard shows an error with a retry instead of figures (issue 18);
 * other readers show zeros, which are never stored under the key.
 */
export function useSummary(): { summary: StatsSummary; loading: boolean; failed: boolean; retry: () => void } {
  // Always fresh on arrival: a write from another device or tab invalidates nothing here.
  const query = useQuery({ ...statsQueries.summary(), refetchOnMount: 'always' });
  useEffect(() => {
    if (query.isError) console.error('statistics load failed', query.error);
  }, [query.isError, query.error]);
  const { refetch } = query;
  const retry = useCallback(() => { void refetch(); }, [refetch]);
  return { summary: query.data ?? EMPTY_SUMMARY, loading: query.isPending, failed: query.isError && !query.data, retry };
}
