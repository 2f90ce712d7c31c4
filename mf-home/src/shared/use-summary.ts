import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { statsQueries } from '@haru/api-client';
import type { StatsSummary } from '@haru/contracts';
import { EMPTY_SUMMARY } from './stats/lib/figures';

/**
 * The dashboard figures through the one summary query every screen shares (every write invalidates it). A failed
 * load is logged and every value shows as zero (SPEC.md section 8); the zeros are never stored under the key.
 */
export function useSummary(): { summary: StatsSummary; loading: boolean } {
  // Always fresh on arrival: a write from another device or tab invalidates nothing here.
  const query = useQuery({ ...statsQueries.summary(), refetchOnMount: 'always' });
  useEffect(() => {
    if (query.isError) console.error('statistics load failed', query.error);
  }, [query.isError, query.error]);
  return { summary: query.data ?? EMPTY_SUMMARY, loading: query.isPending };
}
