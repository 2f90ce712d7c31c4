/**
 * Offline reading: the last answer of each read the screens make (to-dos, meetings, WBS, calendar, and what the
 * layout reads) is kept in a cache of the signed-in user's own, named by the user id in the access token, so two
 * accounts on one device never read each other's copies; logging out deletes every such cache (shell
 * `pwa/offline-data.ts`). Online, reads go to the network (a slow one falls back after NETWORK_WAIT_MS while the
 * request still refreshes the copy); without a network the copy answers, marked with the time it was fetched.
 */
import { API_CACHE_PREFIX } from '../pwa/sw-protocol';

export const SYNCED_AT_HEADER = 'X-Haru-Synced-At';
const NETWORK_WAIT_MS = 4000;
const READS = /^\/api\/(todos|meetings|wbs|calendar|holidays|stats|auth\/me|user|reminders)(\/|$|\?)/;

export const isCachedRead = (request: Request, origin: string) => {
  const url = new URL(request.url);
  return request.method === 'GET' && url.origin === origin && READS.test(url.pathname);
};

/** The `sub` of the bearer token (only to name this device's cache; the API still checks the token). */
export function userOf(request: Request): string | null {
  const token = /^Bearer (.+)$/.exec(request.headers.get('Authorization') ?? '')?.[1];
  const payload = token?.split('.')[1];
  if (!payload) return null;
  try {
    const claims = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { sub?: unknown };
    return typeof claims.sub === 'string' && /^[\w-]{1,64}$/.test(claims.sub) ? claims.sub : null;
  } catch {
    return null;
  }
}

async function store(cache: Cache, key: string, response: Response, at: Date) {
  const headers = new Headers(response.headers);
  headers.set(SYNCED_AT_HEADER, at.toISOString());
  await cache.put(key, new Response(await response.blob(), { status: response.status, statusText: response.statusText, headers }));
}

/** Network first with a time limit; the user's copy when the network fails or is too slow. */
export async function cachedRead(request: Request, user: string, onCopy: (syncedAt: string) => void): Promise<Response> {
  const cache = await caches.open(`${API_CACHE_PREFIX}${user}`);
  const key = request.url;
  const network = fetch(request).then(async (response) => {
    if (response.status === 200) await store(cache, key, response.clone(), new Date());
    return response;
  });
  network.catch(() => undefined); // a failure after a copy already answered is not an unhandled rejection
  const copy = async () => {
    const hit = await cache.match(key);
    if (hit) onCopy(hit.headers.get(SYNCED_AT_HEADER) ?? '');
    return hit;
  };
  let timer: ReturnType<typeof setTimeout> | undefined;
  const slow = new Promise<Response | undefined>((resolve) => { timer = setTimeout(() => resolve(copy()), NETWORK_WAIT_MS); });
  try {
    const first = await Promise.race([network, slow.then((hit) => hit ?? network)]);
    return first;
  } catch (error) {
    const hit = await copy();
    if (hit) return hit;
    throw error;
  } finally {
    clearTimeout(timer);
  }
}
