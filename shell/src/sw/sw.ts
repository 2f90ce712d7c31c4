/**
 * 하루's service worker (built by workbox-webpack-plugin's InjectManifest from this file into /sw.js):
 * - the shell's own files are precached (the manifest webpack injects) and every page navigation falls back to
 *   the cached app page offline;
 * - remotes are cached by version from /remotes.json, read on each page load (remote-cache.ts), overrides never;
 * - the screens' reads are kept per user for offline reading (api-cache.ts);
 * - Web Push reminders (push.ts);
 * - Background Sync wakes the pages' replay of writes queued offline (sync.ts).
 * A new worker waits until the page asks it to take over ('새 버전이 있습니다 · 새로고침', shell pwa/sw-update.ts).
 */
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import { worker, type ExtendableEvent, type FetchEvent } from './scope';
import { SW_MESSAGES } from '../pwa/sw-protocol';
import { handlePush } from './push';
import { handleSync } from './sync';
import { REGISTRY_URL, cacheRemotes, remoteFile, remoteOf } from './remote-cache';
import { cachedRead, isCachedRead, userOf } from './api-cache';

declare const self: { __WB_MANIFEST: { url: string; revision: string | null }[] };

const PAGES_CACHE = 'haru-pages';
const APP_PAGE = '/';
const origin = worker.location.origin;

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

/** A page opened with a staging override (`?mf:<remote>=<url>`): never stored, like the override itself. */
const STAGING_QUERY = /[?&]mf(:|%3A)/i;

// Pages: network first; offline, any in-app path is answered by the cached app page (one index.html for all).
const pages = new NetworkFirst({ cacheName: PAGES_CACHE, networkTimeoutSeconds: 4 });
registerRoute(new NavigationRoute(async (options) => {
  // The page carries the registry (api/src/web/page-html.ts) and reads no /remotes.json: the worker reads it for
  // itself on every page load, as the page once did, to keep each deployed remote version cached. Started with the
  // page, so the registry is known when the page's preloaded remote files arrive (remote-cache.ts, remoteOf).
  (options.event as ExtendableEvent).waitUntil(refreshRemotes());
  try {
    return await pages.handle(options);
  } catch {
    const page = await (await caches.open(PAGES_CACHE)).match(APP_PAGE);
    return page ?? Response.error();
  }
}, { denylist: [/^\/api\//, /^\/remotes\//, STAGING_QUERY] }));

// Install keeps to the shell and the app page, so the worker takes over quickly; the remotes are cached from the
// first registry read (on each page load it controls, and whenever a page reads /remotes.json itself) and as their
// files are fetched.
worker.addEventListener('install', (event) => {
  event.waitUntil(caches.open(PAGES_CACHE).then((cache) => cache.add(APP_PAGE)).catch(() => undefined));
});

worker.addEventListener('activate', (event) => {
  event.waitUntil(worker.clients.claim());
});

worker.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === SW_MESSAGES.skipWaiting) void worker.skipWaiting();
});

async function tellPages(syncedAt: string) {
  for (const page of await worker.clients.matchAll({ type: 'window' })) page.postMessage({ type: SW_MESSAGES.servedFromCache, syncedAt });
}

/** Reads the registry from the network and caches the versions it names (nothing when offline). */
async function refreshRemotes(): Promise<void> {
  try {
    await cacheRemotes(fetch(REGISTRY_URL, { cache: 'no-store' }), origin);
  } catch {
    // Offline or refused: the cached versions stay as they are.
  }
}

/** The registry: network first (a new version is cached in the background), the last copy offline. */
async function registry(event: FetchEvent): Promise<Response> {
  try {
    const response = await fetch(event.request);
    if (response.ok) event.waitUntil(cacheRemotes(response.clone(), origin).catch(() => undefined));
    return response;
  } catch (error) {
    const copy = await caches.match(REGISTRY_URL);
    if (copy) return copy;
    throw error;
  }
}

worker.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin === origin && url.pathname === REGISTRY_URL) return event.respondWith(registry(event));
  if (isCachedRead(request, origin)) {
    const user = userOf(request);
    if (user) event.respondWith(cachedRead(request, user, (syncedAt) => { event.waitUntil(tellPages(syncedAt)); }));
    return;
  }
  if (url.origin === origin && url.pathname.startsWith('/api/')) return;
  // What may belong to a remote (the shell's own files are workbox's precache, answered above); the registry decides,
  // and a URL outside every registered remote's folder (a staging override) goes to the network uncached.
  if (url.origin !== origin || url.pathname.startsWith('/remotes/')) {
    event.respondWith((async () => {
      const remote = await remoteOf(request.url, origin);
      return remote ? remoteFile(request, remote, origin) : fetch(request);
    })());
  }
});

handlePush();
handleSync();
