/** What the pages and the service worker (sw/) agree on: message types and cache names. */
export const SW_MESSAGES = {
  /** page → waiting worker: take over now (the user chose 새로고침) */
  skipWaiting: 'haru:skip-waiting',
  /** worker → pages: a read was answered from the offline copy fetched at `syncedAt` (ISO) */
  servedFromCache: 'haru:served-from-cache',
  /**
   * worker → pages, on a Background Sync: replay the queued writes now; the page answers on the message's port
   * with `{ pending }` (writes still waiting for the network: the browser tries the sync again later).
   */
  replay: 'haru:replay-writes',
} as const;

/** The Background Sync tag a page registers while offline writes wait (issue 24). */
export const REPLAY_SYNC_TAG = 'haru-offline-replay';

/** Prefix of the per-user caches of offline reads: `haru-api-<user id>`. */
export const API_CACHE_PREFIX = 'haru-api-';
