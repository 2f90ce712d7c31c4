import type { Request, Response } from 'express';
import type { ListCache } from './list-cache';
import type { RevisionScope } from './revisions';
import { sendCachedResponse, type CachedResponseRequest } from './response-cache';

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

export interface PartedResponseRequest<K extends string> extends Omit<CachedResponseRequest, 'build'> {
  /** the parts' query when it differs from the answer's (search: the types asked only pick which parts) */
  partQuery?: string;
  /** the one stamp each part is kept under */
  scopeOf: (part: K) => RevisionScope;
  /** the answer's body, its parts built through `part` */
  build: (part: BuildPart<K>) => Promise<unknown>;
}

/**
 * An answer drawn from several resources (sendCachedResponse under all their stamps), built from parts each kept
 * as `<route>:<part>` under the one stamp `scopeOf` names, with the answer's own query and `also` (the Seoul date
 * or minute), so a part never outlives the moment the answer is for.
 */
export function sendPartedResponse<K extends string>(req: Request, res: Response, o: PartedResponseRequest<K>): Promise<void> {
  const { partQuery, scopeOf, build, ...answer } = o;
  const also = o.also && o.also.of(o.also.now);
  const part: BuildPart<K> = (name, buildPart) =>
    cachedPart(req, { cache: o.cache, route: `${o.route}:${name}`, query: partQuery ?? o.query, scope: scopeOf(name), also, build: buildPart });
  return sendCachedResponse(req, res, { ...answer, build: async () => ({ body: await build(part) }) });
}
