import { draftOwner, onSessionChange } from '@haru/api-client';
import { addWrite, deleteOwnerWrites, deleteWrites, ownerWrites, putWrite } from './store';
import { afterWrite } from './items';
import type { NewWrite, QueuedWrite, WriteKind } from './types';

/**
 * The signed-in user's queued writes as a snapshot every bundle can read (`useSyncExternalStore(subscribeQueue,
 * queuedWrites)`). Each app bundles this file (a subpath, not the shared singleton), so a change is announced on
 * the window (the other bundles of this page) and a BroadcastChannel (other tabs), and each copy re-reads
 * IndexedDB. The owner is the access token's subject: another account's writes are never read.
 */
const CHANGE_EVENT = 'haru:offline-queue';
const CHANNEL = 'haru-offline-queue';

let snapshot: readonly QueuedWrite[] = [];
let generation = 0;
let listening = false;
let channel: BroadcastChannel | null = null;
const listeners = new Set<() => void>();

export const queuedWrites = (): readonly QueuedWrite[] => snapshot;

export function subscribeQueue(listener: () => void): () => void {
  listen();
  listeners.add(listener);
  void reloadQueue();
  return () => listeners.delete(listener);
}

/** Reads the signed-in user's writes again (the latest read wins when several overlap). */
export async function reloadQueue(): Promise<readonly QueuedWrite[]> {
  const mine = ++generation;
  const owner = draftOwner();
  const writes = owner ? await ownerWrites(owner).catch(() => []) : [];
  // Nothing queued before or after: the same snapshot, so no screen renders again.
  if (mine === generation && (writes.length || snapshot.length)) {
    snapshot = writes;
    for (const listener of listeners) listener();
  }
  return snapshot;
}

function listen() {
  if (listening || typeof window === 'undefined') return;
  listening = true;
  const reload = () => void reloadQueue();
  window.addEventListener(CHANGE_EVENT, reload);
  if (typeof BroadcastChannel !== 'undefined') {
    channel = new BroadcastChannel(CHANNEL);
    channel.onmessage = reload;
  }
  onSessionChange(reload);
}

/** After every change: this copy reads again, the page's other bundles and other tabs are told. */
export async function queueChanged(): Promise<void> {
  await reloadQueue();
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(CHANGE_EVENT));
  channel?.postMessage('changed');
}

function ownerOrThrow(): string {
  const owner = draftOwner();
  if (!owner) throw new Error('offline queue: nobody is signed in');
  return owner;
}

export function hasQueuedWrites(kind: WriteKind, id: string): boolean {
  return snapshot.some((w) => w.kind === kind && w.id === id);
}

/**
 * The item as the user's queued writes left it (an item created offline lives only here after a reload); null when
 * they do not hold all of it (only moves of it wait).
 */
export function queuedItem<T>(kind: WriteKind, id: string): T | null {
  let item: T | null | undefined = null;
  for (const w of snapshot) if (w.kind === kind && w.id === id) item = afterWrite(item ?? undefined, w);
  return item ?? null;
}

/**
 * Queues a write of the signed-in user. A write of an item that still has queued writes follows them: its If-Match
 * is the version the previous one gets from the server (set when that one is sent), so the chain is checked once,
 * against what the user first saw.
 */
export async function enqueueWrite(write: NewWrite): Promise<QueuedWrite> {
  const owner = ownerOrThrow();
  const earlier = (await ownerWrites(owner)).some((w) => w.kind === write.kind && w.id === write.id);
  const entry = { ...write, owner, follows: earlier, version: earlier ? null : write.version, queuedAt: new Date().toISOString() };
  const seq = await addWrite(entry);
  await queueChanged();
  return { ...entry, seq };
}

/** Removes every queued write of the signed-in user (logout, before the session goes). */
export async function clearQueuedWrites(owner: string | null = draftOwner()): Promise<void> {
  if (!owner) return;
  await deleteOwnerWrites(owner);
  await queueChanged();
}

/** Stores a write again (a conflict found, or the user's choice). */
export async function saveWrite(write: QueuedWrite): Promise<void> {
  await putWrite(write);
}

export { deleteWrites, ownerWrites };
