/** What the pages and the service worker (sw/) agree on: message types and cache names. */
export const SW_MESSAGES = {
  /** page → waiting worker: take over now (the user chose 새로고침) */
  skipWaiting: 'haru:skip-waiting',
  /** worker → pages: a read was answered from the offline copy fetched at `syncedAt` (ISO) */
  servedFromCache: 'haru:served-from-cache',
} as const;

/** Prefix of the per-user caches of offline reads: `haru-api-<user id>`. */
export const API_CACHE_PREFIX = 'haru-api-';
