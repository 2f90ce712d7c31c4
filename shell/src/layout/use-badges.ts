import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocation } from '@haru/router';
import { request, STALE_MS, statsQueries } from '@haru/api-client';
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

/** When the summary cannot be had (not deployed, failing): the three figures counted from the lists. */
async function countsFromLists(signal: AbortSignal): Promise<BadgeCounts> {
  const [todo, meetings, wbs] = await Promise.all((['todo', 'meetings', 'wbs'] as const).map((key) => countFromList(key, signal)));
  return { todo, meetings, wbs };
}

const UNKNOWN: BadgeCounts = { todo: null, meetings: null, wbs: null };

/**
 * Live counts for the sidebar from the one summary query every screen shares (each write invalidates it), asked
 * again whenever the user moves to another screen. Counted from the lists only when the
 * summary fails.
 */
export function useBadgeCounts(): BadgeCounts {
  const client = useQueryClient();
  const segment = useLocation().pathname.split('/')[1];
  const summary = useQuery({ ...statsQueries.summary(), select: countsFromSummary });
  const lists = useQuery({
    queryKey: ['shell', 'badge-lists'],
    queryFn: ({ signal }) => countsFromLists(signal),
    enabled: summary.isError || summary.data === null,
    staleTime: STALE_MS.summary,
    retry: false,
  });
  // Moving to another screen asks again whatever the age (a write from another tab or device invalidates nothing
  // here); one request in flight is shared with the query above.
  useEffect(() => {
    void client.prefetchQuery({ ...statsQueries.summary(), staleTime: 0 });
  }, [client, segment]);
  return summary.data ?? lists.data ?? UNKNOWN;
}
