import { ApiError, request } from '@haru/api-client';
import { newIdempotencyKey } from './keys';
import { enqueueWrite, hasQueuedWrites } from './queue';
import { WRITE_PATHS } from './replay';
import { LOCAL_ID_PREFIX, isLocalId, type WriteKind } from './types';

/**
 * What the screens call to save a to-do or meeting (issue 24): online, the request goes out as before (a create
 * with an Idempotency-Key); offline, or when the network fails on the way, the write is queued and the item as the
 * user will see it is answered with `queued: true`. An item that still has queued writes (or was created offline)
 * always queues, so its writes reach the server in the order they were made.
 */
export interface Saved<T> { item: T; queued: boolean }

export const isNetworkFailure = (error: unknown) => error instanceof ApiError && error.status === 0;
const online = () => typeof navigator === 'undefined' || navigator.onLine !== false;
export const mustQueue = (kind: WriteKind, id: string) => !online() || isLocalId(id) || hasQueuedWrites(kind, id);

export async function createOrQueue<T extends { id: string }>(kind: WriteKind, body: unknown, local: (id: string, now: string) => T): Promise<Saved<T>> {
  const key = newIdempotencyKey();
  if (online()) {
    try {
      const answer = await request<Record<string, unknown>>(WRITE_PATHS[kind], { method: 'POST', body, headers: { 'Idempotency-Key': key } });
      return { item: answer[kind] as T, queued: false };
    } catch (error) {
      if (!isNetworkFailure(error)) throw error;
    }
  }
  const item = local(`${LOCAL_ID_PREFIX}${key}`, new Date().toISOString());
  await enqueueWrite({ kind, op: 'create', id: item.id, body, idempotencyKey: key, version: null, local: item });
  return { item, queued: true };
}

export async function updateOrQueue<T extends { id: string; updated_at: string }>(kind: WriteKind, item: T, body: unknown, edited: T, query = ''): Promise<Saved<T>> {
  const path = `${WRITE_PATHS[kind]}/${encodeURIComponent(item.id)}${query}`;
  if (!mustQueue(kind, item.id)) {
    try {
      return { item: await request<T>(path, { method: 'PUT', body }), queued: false };
    } catch (error) {
      if (!isNetworkFailure(error)) throw error;
    }
  }
  await enqueueWrite({ kind, op: 'update', id: item.id, body, query: query || undefined, version: item.updated_at, local: edited });
  return { item: edited, queued: true };
}

export async function removeOrQueue(kind: WriteKind, item: { id: string; updated_at: string }): Promise<{ queued: boolean }> {
  if (!mustQueue(kind, item.id)) {
    try {
      await request<unknown>(`${WRITE_PATHS[kind]}/${encodeURIComponent(item.id)}`, { method: 'DELETE' });
      return { queued: false };
    } catch (error) {
      if (!isNetworkFailure(error)) throw error;
    }
  }
  await enqueueWrite({ kind, op: 'delete', id: item.id, version: item.updated_at, local: null });
  return { queued: true };
}

/**
 * The `networkMode` of a mutation that saves through these functions: TanStack Query pauses mutations offline by
 * default (the save would wait at '추가 중…'); these must run so the write is queued at once.
 */
export const OFFLINE_QUEUE_MODE = 'always' as const;
