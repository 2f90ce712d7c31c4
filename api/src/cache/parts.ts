import type { Request } from 'express';
import type { ListCache } from './list-cache';
import type { RevisionScope } from './revisions';

export interface CachedPartRequest<T> {
  cache: ListCache;
  /** the answer and its part, e.g. `search:meeting`: one key space each */
  route: string;
  /** the validated query, as a stable string */
  query: string;
  /** the one owner stamp the part depends on (read by requireAuth with the session check) */
  scope: RevisionScope;
  /** what else decides the part at this moment: the Seoul date or minute */
  also?: string;
  /** builds the part: a JSON value (it is kept serialised, so a kept part comes back as its JSON copy) */
  build: () => Promise<T>;
}

/**
 * One part of an answer that draws on several resources (a search's hits of one type, the summary's to-do
 * figures), kept in the response cache per owner under the stamp of the one resource it reads. The answer as a
 * whole depends on every scope, so any write rebuilds it, but only the parts of the resource that write changed
 * read the database again. The same rule as sendCachedResponse: the stamp is the one requireAuth read before
 * anything else, so a part never claims to be newer than its data, and a write through any process makes the
 * part be built again on the next read.
 */
export async function cachedPart<T>(req: Request, o: CachedPartRequest<T>): Promise<T> {
  const owner = req.auth?.userId;
  const stamps = req.stamps;
  if (!owner || !stamps) throw new Error('cachedPart needs requireAuth before it');
  const key = `${owner}\u0000part:${o.route}\u0000${o.query}`;
  const stamp = `${stamps[o.scope]}|${o.also ?? ''}`;
  const kept = o.cache.get(key, stamp);
  if (kept) return JSON.parse(kept.body.toString('utf8')) as T;
  const value = await o.build();
  o.cache.set(key, { stamp, body: Buffer.from(JSON.stringify(value)), headers: {} });
  return value;
}

/**
 * How a service builds one part of its answer (a search type, a resource's figures or events): kept by the route
 * (`keptParts`), or built every time (the default, for tests and benchmarks calling the service directly).
 */
export type BuildPart<K extends string> = <T>(part: K, build: () => Promise<T>) => Promise<T>;
export const buildEveryTime = <T>(_part: string, build: () => Promise<T>): Promise<T> => build();

/** A route's parts, each kept by `cachedPart` as `<route>:<part>` under the stamp `scopeOf` names. */
export function keptParts<K extends string>(
  req: Request,
  o: Omit<CachedPartRequest<unknown>, 'route' | 'scope' | 'build'> & { route: string; scopeOf: (part: K) => RevisionScope },
): BuildPart<K> {
  return (part, build) => cachedPart(req, { cache: o.cache, route: `${o.route}:${part}`, query: o.query, scope: o.scopeOf(part), also: o.also, build });
}
