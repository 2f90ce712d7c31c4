import type { Request, Response } from 'express';
import type { ListCache } from './list-cache';
import { readStamp, type RevisionScope } from './revisions';

export interface BuiltList {
  body: unknown;
  headers?: Record<string, string>;
}

export interface CachedListRequest {
  cache: ListCache;
  scope: RevisionScope;
  ownerId: string;
  /** the validated query, as a stable string: one entry per distinct list */
  query: string;
  build: () => Promise<BuiltList>;
}

export const cacheKeyPrefix = (scope: RevisionScope, ownerId: string) => `${scope}:${ownerId}:`;

/**
 * Answers a list from the cache while the owner's stamp is unchanged, else builds, caches and answers it.
 * The stamp is read before the list, so an entry never claims to be newer than its data. The ETag is the stamp:
 * an unchanged list answers `If-None-Match` with 304.
 */
export async function sendCachedList(_req: Request, res: Response, o: CachedListRequest): Promise<void> {
  const stamp = await readStamp(o.scope, o.ownerId);
  const key = cacheKeyPrefix(o.scope, o.ownerId) + o.query;
  let entry = o.cache.get(key, stamp);
  if (!entry) {
    const built = await o.build();
    entry = { stamp, body: Buffer.from(JSON.stringify(built.body)), headers: built.headers ?? {}, at: 0 };
    o.cache.set(key, entry);
  }
  for (const [name, value] of Object.entries(entry.headers)) res.setHeader(name, value);
  res.setHeader('ETag', `"${stamp}"`);
  // Express answers 304 itself when If-None-Match matches the ETag set above.
  res.type('application/json').send(entry.body);
}
