/**
 * The query policy every remote uses, through the factories of each resource file (`todoQueries.detail(id)`,
 * `statsQueries.summary()`, …). Plain objects: TanStack Query lives in the remotes, never here, so signed-out
 * pages never load it; a remote passes a factory's object to its own useQuery.
 */

/** The one retry policy: one more try for failures that may pass (network, 5xx); a 4xx answers the same again. */
export function retryTransient(failureCount: number, error: unknown): boolean {
  const status = (error as { status?: unknown } | null)?.status;
  const transient = typeof status !== 'number' || status === 0 || status >= 500;
  return failureCount < 1 && transient;
}

/** How long an answer counts as fresh, per kind of data. */
/** `reference`: data no write of the user changes (public holidays; an operator's edit shows within the hour). */
export const STALE_MS = { list: 30_000, summary: 15_000, account: 5 * 60_000, reference: 60 * 60_000 } as const;

export type QueryKey = readonly unknown[];

/** What useQuery takes: the key, the fetcher and the policy of one query. */
export interface QueryDef<T, K extends QueryKey = QueryKey> {
  queryKey: K;
  queryFn: (context: { signal: AbortSignal }) => Promise<T>;
  staleTime: number;
  retry: (failureCount: number, error: unknown) => boolean;
}

export function queryDef<T, K extends QueryKey>(queryKey: K, queryFn: (signal: AbortSignal) => Promise<T>, staleTime: number = STALE_MS.list): QueryDef<T, K> {
  return { queryKey, queryFn: ({ signal }) => queryFn(signal), staleTime, retry: retryTransient };
}

/** The part of a QueryClient the invalidation helper needs (structural, so this package never imports TanStack). */
export interface Invalidator {
  invalidateQueries(filters: { queryKey: QueryKey }): Promise<unknown>;
}

/** Marks every listed key stale (active queries refetch): what a mutation's onSuccess calls with a resource's `afterWrite`. */
export function invalidateKeys(client: Invalidator, keys: readonly QueryKey[]): Promise<unknown> {
  return Promise.all(keys.map((queryKey) => client.invalidateQueries({ queryKey })));
}
