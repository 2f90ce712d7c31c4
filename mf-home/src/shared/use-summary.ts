import { useQuery } from '@tanstack/react-query';
import { getStatsSummary, statsKeys } from '@haru/api-client';
import type { StatsSummary } from '@haru/contracts';
import { EMPTY_SUMMARY } from './stats/lib/figures';

/** The dashboard figures; a failed load is logged and every value stays zero (SPEC.md section 8). */
export function useSummary(): { summary: StatsSummary; loading: boolean } {
  const query = useQuery({
    queryKey: statsKeys.summary(),
    queryFn: async ({ signal }) => {
      try {
        return await getStatsSummary(signal);
      } catch (error) {
        if ((error as Error)?.name !== 'AbortError') console.error('statistics load failed', error);
        return EMPTY_SUMMARY;
      }
    },
    // Always fresh on arrival: another remote may just have added a to-do (the query client is shared).
    refetchOnMount: 'always',
  });
  return { summary: query.data ?? EMPTY_SUMMARY, loading: query.isPending };
}
