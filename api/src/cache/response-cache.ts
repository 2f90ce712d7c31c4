import { createHash } from 'node:crypto';
import type { Request, Response } from 'express';
import { ListCache } from './list-cache';
import type { RevisionScope } from './revisions';
import { notKept, sendEntry, type ReplayStamp } from './replay';

/**
 * The bound of the response cache, per API process: at most this many entries and bytes (least recently used out
 * first), no entry above RESPONSE_ENTRY_BYTES (such an answer is built on every request), none older than 60 s.
 */
export const RESPONSE_CACHE_BOUND = { maxEntries: 20_000, maxBytes: 32 * 1024 * 1024, maxEntryBytes: 512 * 1024, maxAgeMs: 60_000 };

/** `bound`: smaller bounds (tests of what happens at the bound). */
export const createResponseCache = (bound: Partial<typeof RESPONSE_CACHE_BOUND> = {}) => new ListCache({ ...RESPONSE_CACHE_BOUND, ...bound });

/** A built answer: the body to serialise, and headers to keep with it (a detail's version ETag). */
export interface BuiltResponse {
  body: unknown;
  headers?: Record<string, string>;
}

export interface CachedResponseRequest {
  cache: ListCache;
  /** the route, e.g. `todo` or `calendar`: one key space per route */
  route: string;
  /** the validated query or id, as a stable string */
  query: string;
  /** every owner stamp the answer depends on (read by requireAuth with the session check) */
  scopes: readonly RevisionScope[];
  /**
   * What else decides the answer, at a moment: the Seoul date or minute, the holiday file's version. `of` is
   * evaluated at `now` (the moment the answer is built for) here, and again at its own moment by the fast path
   * before it sends a replay; define it once per router, not per request (a replay keeps it).
   */
  also?: { now: Date; of: (now: Date) => string };
  build: () => Promise<BuiltResponse>;
}


/** The signed-in owner's key space: a cached answer is only ever found under its own owner's id. */
const keyOf = (ownerId: string, o: CachedResponseRequest) => `${ownerId}\u0000${o.route}\u0000${o.query}`;

/** A strong tag of the body when the answer has no version of its own (what Express would hash on every send). */
const bodyTag = (body: Buffer) => `"${createHash('sha1').update(body).digest('base64url')}"`;

/** An answer's stamp: its scopes' stamps and `also` (kept by a replay, so it closes over nothing of a request). */
function responseStamp(scopes: readonly RevisionScope[], also: ((now: Date) => string) | undefined): ReplayStamp {
  return (stamps, now) => `${scopes.map((s) => stamps[s]).join('.')}|${also ? also(now()) : ''}`;
}

/**
 * A signed-in owner's GET answered from this process's cache while every stamp it depends on (and `also`) is what
 * it was built under; otherwise built, serialised once and kept. The stamps are the ones requireAuth read in its
 * one query before anything else, so an entry never claims to be newer than its data, and a write through any
 * process (which replaces the stamp after writing) makes every process build the answer again on its next read.
 * Errors (404, 400) are never cached. If-None-Match with the kept ETag answers 304.
 */
export async function sendCachedResponse(req: Request, res: Response, o: CachedResponseRequest): Promise<void> {
  const owner = req.auth?.userId;
  const stamps = req.stamps;
  if (!owner || !stamps) throw new Error('sendCachedResponse needs requireAuth before it');
  const stampOf = responseStamp(o.scopes, o.also?.of);
  const at = o.also?.now;
  const stamp = stampOf(stamps, () => at as Date) as string;
  const key = keyOf(owner, o);
  let entry = o.cache.get(key, stamp);
  if (!entry) {
    const built = await o.build();
    const body = Buffer.from(JSON.stringify(built.body));
    // A detail brings its version ETag; only other answers need a hash of the body.
    const headers = built.headers?.ETag ? { ...built.headers } : { ETag: bodyTag(body), ...built.headers };
    entry = o.cache.set(key, { stamp, body, headers }) ?? notKept(stamp, body, headers);
  }
  sendEntry(req, res, { cache: o.cache, key, entry, stampOf });
}
