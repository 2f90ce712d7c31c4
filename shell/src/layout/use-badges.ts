import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocation } from '@haru/router';
import { statsQueries } from '@haru/api-client';
import { countsFromSummary, type BadgeCounts } from './badge-counts';

const UNKNOWN: BadgeCounts = { todo: null, meetings: null, wbs: null };

export interface Badges {
  counts: BadgeCounts;
  /** The summary could not be had: the sidebar says so instead of showing a number other screens would not agree with. */
  unavailable: boolean;
}

/**
 * Live counts for the sidebar from the one summary query every screen shares (each write invalidates it), asked
 * again whenever the user moves to another screen. While the summary fails there are no numbers (counting the
 * lists instead gave figures home and analytics disagreed with: a list holds one page); the next answer brings
 * them back.
 */
export function useBadges(): Badges {
  const client = useQueryClient();
  const segment = useLocation().pathname.split('/')[1];
  const summary = useQuery({ ...statsQueries.summary(), select: countsFromSummary });
  // Moving to another screen asks again whatever the age (a write from another tab or device invalidates nothing
  // here); one request in flight is shared with the query above.
  useEffect(() => {
    void client.prefetchQuery({ ...statsQueries.summary(), staleTime: 0 });
  }, [client, segment]);
  if (summary.isError) return { counts: UNKNOWN, unavailable: true };
  return { counts: summary.data ?? UNKNOWN, unavailable: false };
}
