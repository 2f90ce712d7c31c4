import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'react-router-dom';
import { request } from '@haru/api-client';
import { listOf, meetingsThisWeek, openTodos, projectsInProgress } from './badge-counts';
import type { BadgeKey } from './nav-items';

const SOURCES: Record<BadgeKey, { path: string; count: (list: Record<string, unknown>[]) => number }> = {
  todo: { path: '/api/todos', count: openTodos },
  meetings: { path: '/api/meetings', count: (list) => meetingsThisWeek(list) },
  wbs: { path: '/api/wbs/projects', count: projectsInProgress },
};

/** null when unknown (loading, endpoint missing, failed): the sidebar then shows no badge rather than a guess. */
async function fetchCount(key: BadgeKey, signal: AbortSignal): Promise<number | null> {
  try {
    const list = listOf(await request<unknown>(SOURCES[key].path, { signal }));
    return list ? SOURCES[key].count(list) : null;
  } catch {
    return null;
  }
}

/** Live counts for the sidebar; refreshed when the user moves between screens (after adding or finishing items). */
export function useBadgeCount(key: BadgeKey): number | null {
  const { pathname } = useLocation();
  const { data } = useQuery({
    queryKey: ['shell', 'badge', key, pathname.split('/')[1]],
    queryFn: ({ signal }) => fetchCount(key, signal),
    staleTime: 15_000,
    retry: false,
    placeholderData: (previous) => previous,
  });
  return data ?? null;
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
