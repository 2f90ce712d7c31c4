import { ApiError, draftOwner, request } from '@haru/api-client';
import { newIdempotencyKey } from './keys';
import { deleteWrites, ownerWrites, queueChanged, saveWrite } from './queue';
import { meetingBody, recreateBody } from './items';
import type { Meeting } from '@haru/contracts';
import type { QueuedWrite, WriteConflict } from './types';

/**
 * Replays the signed-in user's queued writes in order (issue 24): a create with its stored Idempotency-Key (a
 * retry after a lost answer replays the first result), an update or delete with If-Match on the version the user
 * edited. A 412 (changed on the server) or 404 (deleted there) stops the replay at that write and keeps it as a
 * conflict for the user to decide; nothing is overwritten. A network failure, a 5xx or an expired session stops it
 * too, to try again later.
 */
export const WRITE_PATHS = { todo: '/api/todos', meeting: '/api/meetings' } as const;
const METHODS = { create: 'POST', update: 'PUT', delete: 'DELETE' } as const;

export interface ReplayResult {
  /** Writes the server now has. */
  sent: number;
  /** The replay waits for the user's choice on a conflict. */
  blocked: boolean;
}

type Outcome = { kind: 'done'; item: { id: string; updated_at: string } | null } | { kind: 'conflict'; conflict: WriteConflict } | { kind: 'later' };

let running: Promise<ReplayResult> | null = null;

/** One replay at a time in this page, and across tabs (a Web Lock where the browser has them). */
export function replayWrites(): Promise<ReplayResult> {
  running ??= start().finally(() => {
    running = null;
  });
  return running;
}

async function start(): Promise<ReplayResult> {
  const owner = draftOwner();
  if (!owner) return { sent: 0, blocked: false };
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  return locks ? await locks.request('haru-offline-replay', () => drain(owner)) : drain(owner);
}

async function drain(owner: string): Promise<ReplayResult> {
  let sent = 0;
  for (;;) {
    const writes = await ownerWrites(owner);
    const next = writes[0];
    if (!next) return { sent, blocked: false };
    if (next.conflict) return { sent, blocked: true };
    const outcome = await send(next);
    if (outcome.kind === 'later') return { sent, blocked: false };
    if (outcome.kind === 'conflict') {
      await saveWrite({ ...next, conflict: outcome.conflict, local: mineAfter(next, outcome.conflict) });
      await queueChanged();
      return { sent, blocked: true };
    }
    await settle(writes, next, outcome.item);
    sent += 1;
    await queueChanged();
  }
}

/** What the user's write makes of the item: a move applies to the server's version (the conflict view shows that). */
function mineAfter(write: QueuedWrite, conflict: WriteConflict): unknown {
  return write.patch && conflict.server ? { ...conflict.server, ...write.patch } : write.local;
}

/** A move's body: a to-do's PUT takes the moved fields; a meeting's the whole meeting as the server has it now. */
async function moveBody(write: QueuedWrite, path: string): Promise<unknown> {
  if (write.kind === 'todo') return write.patch;
  return { ...meetingBody(await request<Meeting>(path)), ...write.patch };
}

async function send(write: QueuedWrite): Promise<Outcome> {
  const base = WRITE_PATHS[write.kind];
  const path = write.op === 'create' ? base : `${base}/${encodeURIComponent(write.id)}${write.query ?? ''}`;
  const headers: Record<string, string> = {};
  if (write.op === 'create' && write.idempotencyKey) headers['Idempotency-Key'] = write.idempotencyKey;
  if (write.op !== 'create' && write.version) headers['If-Match'] = `"${write.version}"`;
  try {
    const body = write.op === 'delete' ? undefined : write.patch ? await moveBody(write, path) : write.body;
    const answer = await request<Record<string, unknown> | null>(path, { method: METHODS[write.op], body, headers });
    const item = write.op === 'create' ? answer?.[write.kind] : write.op === 'update' ? answer : null;
    return { kind: 'done', item: (item as { id: string; updated_at: string } | null) ?? null };
  } catch (error) {
    return failed(write, error);
  }
}

function failed(write: QueuedWrite, error: unknown): Outcome {
  if (!(error instanceof ApiError)) return { kind: 'later' };
  const { status } = error;
  // Deleted on the server meanwhile: what the user wanted already holds.
  if (status === 404 && write.op === 'delete') return { kind: 'done', item: null };
  if (status === 412) return { kind: 'conflict', conflict: { status, server: (error.body as { current?: unknown } | null)?.current ?? null } };
  if (status === 404) return { kind: 'conflict', conflict: { status, server: null } };
  const transient = status === 0 || status === 401 || status === 408 || status === 429 || status >= 500 || error.code === 'request_in_progress';
  if (transient) return { kind: 'later' };
  return { kind: 'conflict', conflict: { status, server: null, message: error.message } };
}

/**
 * The write is on the server: drop it; a create's later writes now name the server's id; the next write of the
 * same item that follows it checks against the version this one produced.
 */
async function settle(writes: QueuedWrite[], done: QueuedWrite, item: { id: string; updated_at: string } | null) {
  await deleteWrites([done.seq]);
  let nextSeen = false;
  for (const w of writes) {
    if (w.seq === done.seq || w.kind !== done.kind || w.id !== done.id) continue;
    const changed: QueuedWrite = { ...w, id: done.op === 'create' && item ? item.id : w.id };
    if (!nextSeen && w.follows && item) changed.version = item.updated_at;
    nextSeen = true;
    await saveWrite(changed);
  }
}

/** The user's choice on a conflict: 내 변경 적용 (`mine`) or 서버 버전 유지 (`server`). Then the replay goes on. */
export async function resolveConflict(seq: number, choice: 'mine' | 'server'): Promise<ReplayResult> {
  const owner = draftOwner();
  if (!owner) return { sent: 0, blocked: false };
  const writes = await ownerWrites(owner);
  const write = writes.find((w) => w.seq === seq);
  if (!write?.conflict) return replayWrites();
  if (choice === 'mine' && canApplyMine(write)) await applyMine(write);
  else await keepServer(writes, write);
  await queueChanged();
  return replayWrites();
}

/**
 * Whether 내 변경 적용 is offered: not for a write the server refused outright, nor for a move of an item deleted
 * on the server (the queue may hold only what the calendar showed of it, too little to create it again).
 */
export function canApplyMine(write: QueuedWrite): boolean {
  const status = write.conflict?.status;
  return (status === 412 || status === 404) && !(status === 404 && write.patch);
}

async function applyMine(write: QueuedWrite) {
  const { conflict, ...rest } = write;
  if (conflict?.status === 412) {
    const server = conflict.server as { updated_at?: string } | null;
    await saveWrite({ ...rest, version: server?.updated_at ?? write.version });
  } else if (conflict?.status === 404 && write.op === 'update') {
    // Deleted on the server: the user's version comes back as a new item (its later writes follow the new id).
    await saveWrite({ ...rest, op: 'create', body: recreateBody(write.kind, write.local), query: undefined, idempotencyKey: newIdempotencyKey(), version: null });
  }
}

async function keepServer(writes: QueuedWrite[], write: QueuedWrite) {
  const sameItem = writes.filter((w) => w.kind === write.kind && w.id === write.id && w.seq !== write.seq);
  // A refused create never reached the server: the item's later writes go with it.
  if (write.op === 'create') {
    await deleteWrites([write.seq, ...sameItem.map((w) => w.seq)]);
    return;
  }
  await deleteWrites([write.seq]);
  // The next write of the item was made on top of this one: it is checked against what the user first saw, so it
  // cannot silently overwrite the server's version either.
  const next = sameItem.find((w) => w.seq > write.seq);
  if (next?.follows && next.version === null) await saveWrite({ ...next, follows: false, version: write.version });
}
