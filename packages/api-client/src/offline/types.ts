/** One write made while offline, kept in IndexedDB until the server has it (issue 24). */
export type WriteKind = 'todo' | 'meeting';
export type WriteOp = 'create' | 'update' | 'delete';

/** Why a replay stopped at a write: the server's version differs (412), the item is gone (404), or it refused the body. */
export interface WriteConflict {
  status: number;
  /** The server's current item (412), or null (deleted on the server, or refused). */
  server: unknown;
  /** The server's Korean reason when it refused the write (4xx other than 412/404). */
  message?: string;
}

export interface QueuedWrite {
  /** Order of the writes (IndexedDB key, increasing). */
  seq: number;
  /** The user the write belongs to (the access token's subject): another account never sees or replays it. */
  owner: string;
  kind: WriteKind;
  op: WriteOp;
  /** The item's id; a queued create's is a local id (`local-…`) until the server answers. */
  id: string;
  /** The request body (create, update). */
  body?: unknown;
  /**
   * A calendar move (issue 24): only these fields change. The body is the item as the server has it when the write
   * is sent, with these fields (a meeting's PUT takes the whole meeting, a to-do's just them), and the screens apply
   * them to the item they hold; `local` may then know only what the calendar showed.
   */
  patch?: Record<string, unknown>;
  /** e.g. `?scope=this` on a repeating to-do's update. */
  query?: string;
  /** A create's Idempotency-Key, kept with the write so a retried replay never creates a second item. */
  idempotencyKey?: string;
  /** If-Match for an update or delete: the item's `updated_at` as the user edited it (null: not known yet). */
  version: string | null;
  /** Made while earlier writes of the same item were queued: its version comes from the one before it. */
  follows: boolean;
  /** The item as the user sees it after this write (lists, the conflict view); null for a delete. */
  local: unknown;
  conflict?: WriteConflict;
  queuedAt: string;
}

export type NewWrite = Omit<QueuedWrite, 'seq' | 'owner' | 'queuedAt' | 'conflict' | 'follows'>;

/** Prefix of the ids of items created offline. */
export const LOCAL_ID_PREFIX = 'local-';
export const isLocalId = (id: string) => id.startsWith(LOCAL_ID_PREFIX);
