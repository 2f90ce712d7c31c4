/**
 * Registers the service worker (sw/sw.ts, built to /sw.js) from the signed-in screens only, so /login downloads
 * none of this. `onUpdate` is called when a new version is installed and waiting; `applyUpdate` lets it take over
 * and reloads the page once it controls it.
 */
import { REPLAY_SYNC_TAG, SW_MESSAGES } from './sw-protocol';

const SW_URL = '/sw.js';

const supported = () => typeof navigator !== 'undefined' && 'serviceWorker' in navigator;

export function registerServiceWorker(onUpdate: (apply: () => void) => void): void {
  if (!supported()) return;
  const container = navigator.serviceWorker;
  const offer = (waiting: ServiceWorker) => onUpdate(() => {
    container.addEventListener('controllerchange', () => window.location.reload(), { once: true });
    waiting.postMessage({ type: SW_MESSAGES.skipWaiting });
  });
  container.register(SW_URL, { scope: '/' }).then((registration) => {
    // An update found in an earlier visit may already be waiting.
    if (registration.waiting && container.controller) offer(registration.waiting);
    registration.addEventListener('updatefound', () => {
      const installing = registration.installing;
      installing?.addEventListener('statechange', () => {
        if (installing.state === 'installed' && container.controller) offer(installing);
      });
    });
  }).catch(() => undefined);
}

/** Calls `listener` with the time of each offline copy the worker answered a read with. */
export function onServedFromCache(listener: (syncedAt: Date) => void): () => void {
  if (!supported()) return () => undefined;
  const handle = (event: MessageEvent) => {
    const data = event.data as { type?: string; syncedAt?: string } | null;
    if (data?.type !== SW_MESSAGES.servedFromCache || !data.syncedAt) return;
    const at = new Date(data.syncedAt);
    if (!Number.isNaN(at.getTime())) listener(at);
  };
  navigator.serviceWorker.addEventListener('message', handle);
  return () => navigator.serviceWorker.removeEventListener('message', handle);
}

interface SyncRegistration { sync?: { register(tag: string): Promise<void> } }

/**
 * Asks the browser to wake the replay of queued writes when the connection is back (Background Sync, issue 24).
 * Where the browser lacks it, or refuses, the page's own triggers (reconnect, every 15 s) replay instead.
 */
export async function requestReplaySync(): Promise<void> {
  if (!supported()) return;
  try {
    const registration = (await navigator.serviceWorker.getRegistration('/')) as (ServiceWorkerRegistration & SyncRegistration) | undefined;
    await registration?.sync?.register(REPLAY_SYNC_TAG);
  } catch {
    // unsupported or not allowed: nothing to do
  }
}

/**
 * Runs `replay` when the worker asks (a Background Sync fired) and answers on the message's port whether writes
 * still wait for the network.
 */
export function onReplayRequest(replay: () => Promise<boolean>): () => void {
  if (!supported()) return () => undefined;
  const handle = (event: MessageEvent) => {
    if ((event.data as { type?: string } | null)?.type !== SW_MESSAGES.replay) return;
    const port = event.ports[0];
    void replay().then((pending) => port?.postMessage({ pending }), () => port?.postMessage({ pending: true }));
  };
  navigator.serviceWorker.addEventListener('message', handle);
  return () => navigator.serviceWorker.removeEventListener('message', handle);
}
