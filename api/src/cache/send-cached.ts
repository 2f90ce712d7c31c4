import type { Request, Response } from 'express';
import type { ListCache } from './list-cache';
import { readStamp, type RevisionScope } from './revisions';
import { streamJsonArray } from './json-array-stream';
import { notKept, sendEntry, type ReplayStamp } from './replay';

/** A list answered in one piece: a bounded page (with its headers, e.g. the next cursor). */
export interface BuiltPage {
  body: unknown;
  headers?: Record<string, string>;
}

/** A whole list, item by item from a database cursor: streamed, and cached only when small. */
export interface StreamedList {
  items: AsyncIterable<unknown>;
}

export type ListSource = BuiltPage | StreamedList;

export interface ListRequest {
  cache: ListCache;
  /** one entry per owner and distinct list */
  key: string;
  /** the revision the list is built under: the cache entry's validity and the ETag */
  stamp: string;
  build: () => Promise<ListSource> | ListSource;
  /** how the fast path tells `stamp` from the owner's stamps (cache/replay.ts); unset: never replayed */
  replayStamp?: ReplayStamp;
}

/**
 * Answers a list from the cache while its stamp is unchanged, else builds it. A page is serialised and cached; a
 * streamed list is written chunk by chunk (json-array-stream.ts) and cached only if the whole body stayed within
 * the cache's entry size, so memory per request is bounded either way. The ETag is the stamp: an unchanged list
 * answers `If-None-Match` with 304 before anything is read.
 */
export async function sendList(res: Response, o: ListRequest): Promise<void> {
  res.setHeader('ETag', `"${o.stamp}"`);
  const entry = o.cache.get(o.key, o.stamp);
  if (entry) {
    // Express answers 304 itself when If-None-Match matches the ETag set above.
    sendEntry(res.req, res, { cache: o.cache, key: o.key, entry, stampOf: o.replayStamp });
    return;
  }
  if (res.req.fresh) {
    res.status(304).end();
    return;
  }
  const source = await Promise.resolve(o.build()).catch((error: unknown) => {
    res.removeHeader('ETag');
    throw error;
  });
  if ('items' in source) return streamAndMaybeCache(res, o, source.items);
  const body = Buffer.from(JSON.stringify(source.body));
  const headers = source.headers ?? {};
  const kept = o.cache.set(o.key, { stamp: o.stamp, body, headers }) ?? notKept(o.stamp, body, headers);
  sendEntry(res.req, res, { cache: o.cache, key: o.key, entry: kept, stampOf: o.replayStamp });
}

async function streamAndMaybeCache(res: Response, o: ListRequest, items: AsyncIterable<unknown>): Promise<void> {
  let kept: Buffer[] | null = [];
  let bytes = 0;
  const onChunk = (chunk: Buffer) => {
    if (!kept) return;
    bytes += chunk.length;
    if (o.cache.fits(bytes)) kept.push(chunk);
    else kept = null;
  };
  const whole = await streamJsonArray(res, items, { onChunk }).catch((error: unknown) => {
    res.removeHeader('ETag');
    throw error;
  });
  if (whole && kept) o.cache.set(o.key, { stamp: o.stamp, body: Buffer.concat(kept), headers: {} });
}

export interface CachedListRequest {
  cache: ListCache;
  scope: RevisionScope;
  ownerId: string;
  /** the validated query, as a stable string: one entry per distinct list */
  query: string;
  build: () => Promise<ListSource> | ListSource;
}

export const cacheKeyPrefix = (scope: RevisionScope, ownerId: string) => `${scope}:${ownerId}:`;

/** A list under the owner's stamp of `scope`, as the fast path tells it. */
const scopeStamp = (scope: RevisionScope): ReplayStamp => (stamps) => stamps[scope];

/**
 * A list whose stamp is the owner's revision of `scope` (revisions.ts). The stamp is read before the list (by
 * requireAuth, with the session check, when the list is the signed-in owner's), so an entry never claims to be
 * newer than its data.
 */
export async function sendCachedList(req: Request, res: Response, o: CachedListRequest): Promise<void> {
  const own = req.stamps && req.auth?.userId === o.ownerId ? req.stamps : undefined;
  const stamp = own ? own[o.scope] : await readStamp(o.scope, o.ownerId);
  const key = cacheKeyPrefix(o.scope, o.ownerId) + o.query;
  await sendList(res, { cache: o.cache, key, stamp, build: o.build, replayStamp: own ? scopeStamp(o.scope) : undefined });
}
