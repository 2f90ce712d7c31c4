import { createHash } from 'node:crypto';
import type { Request, Response } from 'express';
import { ListCache } from './list-cache';
import type { RevisionScope } from './revisions';

/**
 * The bound of the response cache, per API process: at most this many entries and bytes (least recently used out
 * first), no entry above RESPONSE_ENTRY_BYTES (such an answer is built on every request), none older than 60 s.
 */
export const RESPONSE_CACHE_BOUND = { maxEntries: 20_000, maxBytes: 32 * 1024 * 1024, maxEntryBytes: 512 * 1024, maxAgeMs: 60_000 };

export const createResponseCache = () => new ListCache(RESPONSE_CACHE_BOUND);

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
  /** what else decides the answer: the Seoul date or minute, the holiday file's version */
  also?: string;
  build: () => Promise<BuiltResponse>;
}

/** What res.type('application/json') sets, without its look-up on every answer. */
export const JSON_TYPE = 'application/json; charset=utf-8';

/** The signed-in owner's key space: a cached answer is only ever found under its own owner's id. */
const keyOf = (ownerId: string, o: CachedResponseRequest) => `${ownerId}\u0000${o.route}\u0000${o.query}`;

/** A strong tag of the body when the answer has no version of its own (what Express would hash on every send). */
const bodyTag = (body: Buffer) => `"${createHash('sha1').update(body).digest('base64url')}"`;

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
  const stamp = `${o.scopes.map((s) => stamps[s]).join('.')}|${o.also ?? ''}`;
  const key = keyOf(owner, o);
  let entry = o.cache.get(key, stamp);
  if (!entry) {
    const built = await o.build();
    const body = Buffer.from(JSON.stringify(built.body));
    // A detail brings its version ETag; only other answers need a hash of the body.
    const headers = built.headers?.ETag ? { ...built.headers } : { ETag: bodyTag(body), ...built.headers };
    o.cache.set(key, { stamp, body, headers });
    entry = { stamp, body, headers, at: 0 };
  }
  for (const name in entry.headers) res.setHeader(name, entry.headers[name]);
  // Express answers 304 itself when If-None-Match matches the ETag set above.
  res.setHeader('Content-Type', JSON_TYPE);
  res.send(entry.body);
}
