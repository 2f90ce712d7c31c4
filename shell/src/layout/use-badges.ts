import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocation } from '@haru/router';
import { request } from '@haru/api-client';
import { countsFromSummary, listOf, meetingsThisWeek, openTodos, projectsInProgress, type BadgeCounts } from './badge-counts';
import type { BadgeKey } from './nav-items';

const LISTS: Record<BadgeKey, { path: string; count: (list: Record<string, unknown>[]) => number }> = {
  todo: { path: '/api/todos', count: openTodos },
  meetings: { path: '/api/meetings', count: (list) => meetingsThisWeek(list) },
  wbs: { path: '/api/wbs/projects', count: projectsInProgress },
};

/** null when unknown (endpoint missing or failing): the sidebar then shows no badge rather than a guess. */
async function countFromList(key: BadgeKey, signal: AbortSignal): Promise<number | null> {
  try {
    const list = listOf(await request<unknown>(LISTS[key].path, { signal }));
    return list ? LISTS[key].count(list) : null;
  } catch {
    return null;
  }
}

/** One aggregated call (GET /api/stats/summary) when the API has it; otherwise counted from the three lists. */
async function fetchCounts(signal: AbortSignal): Promise<BadgeCounts> {
  try {
    const counts = countsFromSummary(await request<unknown>('/api/stats/summary', { signal }));
    if (counts) return counts;
  } catch {
    // Summary not deployed or failing: fall back to the lists.
  }
  const [todo, meetings, wbs] = await Promise.all((['todo', 'meetings', 'wbs'] as const).map((key) => countFromList(key, signal)));
  return { todo, meetings, wbs };
}

/** Live counts for the sidebar; refreshed when the user moves between screens (after adding or finishing items). */
export function useBadgeCounts(): BadgeCounts {
  const { pathname } = useLocation();
  const { data } = useQuery({
    queryKey: ['shell', 'badge', pathname.split('/')[1]],
    queryFn: ({ signal }) => fetchCounts(signal),
    staleTime: 15_000,
    retry: false,
    placeholderData: (previous) => previous,
  });
  return data ?? { todo: null, meetings: null, wbs: null };
}

/**
 * Any successful mutation in any remote (they share the shell's QueryClient) may change a count: adding or
 * finishing a to-do, writing a meeting, starting a project. Refresh the badges then.
 */
export function useBadgeRefreshOnMutations(): void {
  const client = useQueryClient();
  useEffect(() => client.getMutationCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'success') void client.invalidateQueries({ queryKey: ['shell', 'badge'] });
  }), [client]);
}
