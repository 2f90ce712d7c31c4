import { worker, type WindowClientLike } from './scope';
import { REPLAY_SYNC_TAG, SW_MESSAGES } from '../pwa/sw-protocol';

/** How long a page may take to answer before the sync counts as done (its own reconnect triggers remain). */
const ANSWER_MS = 60_000;

/**
 * Background Sync (issue 24, where the browser has it): when the connection is back the browser wakes the worker
 * with the tag a page registered while writes waited. The worker holds no session, so it asks the open pages to
 * replay (through their one-at-a-time lock); while writes still wait for the network the sync fails, and the
 * browser tries it again later. With no page open nothing is sent: the app replays when it is next opened.
 */
export function handleSync(): void {
  worker.addEventListener('sync', (event) => {
    if (event.tag === REPLAY_SYNC_TAG) event.waitUntil(wakeReplay());
  });
}

async function wakeReplay(): Promise<void> {
  const pages = await worker.clients.matchAll({ type: 'window' });
  if (!pages.length) return;
  const answers = await Promise.all(pages.map(askToReplay));
  if (answers.every((a) => a.pending)) throw new Error('queued writes still wait for the network');
}

function askToReplay(page: WindowClientLike): Promise<{ pending: boolean }> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    const timer = setTimeout(() => resolve({ pending: false }), ANSWER_MS);
    channel.port1.onmessage = (event: MessageEvent) => {
      clearTimeout(timer);
      resolve({ pending: Boolean((event.data as { pending?: unknown } | null)?.pending) });
    };
    page.postMessage({ type: SW_MESSAGES.replay }, [channel.port2]);
  });
}
