import type { IncomingMessage } from 'node:http';
import type { Express, Request, Response } from 'express';
import type { CachedList, ListCache } from './list-cache';
import type { OwnerStamps } from './revisions';

/** What res.type('application/json') sets, without its look-up on every answer. */
export const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * The cache stamp an answer is valid under, from the owner's current stamps (and the moment, for answers that
 * move with the Seoul date or minute); undefined when it cannot be told without reading more.
 */
export type ReplayStamp = (stamps: OwnerStamps, now: () => Date) => string | undefined;

/**
 * One cached GET answer as Express sent it, for the fast path (http/fast-path.ts) to send again without Express:
 * the cache entry it was (by serial: never a later entry under the same key), how to tell the stamp that entry
 * must still be under, and the headers Express set, minus the per-request ones. Holds no body: the body is only
 * ever the cache's, so nothing here outlives the cache's own bounds.
 */
export interface Replay {
  cache: ListCache;
  key: string;
  serial: number;
  stampOf: ReplayStamp;
  /** flat [name, value, name, value …] in Express's order; Date, Content-Length and Connection left out */
  headers: string[];
  /** where in `headers` the X-Request-Id value goes (each answer its own), -1 if none */
  requestIdAt: number;
}

/** Per-request headers Node writes itself (Date, Connection) or the fast path does (Content-Length). */
const PER_REQUEST = new Set(['date', 'content-length', 'connection', 'keep-alive', 'transfer-encoding']);

/**
 * Whether a request may be answered by a replay at all: a GET under /api/ with no body and no conditional or range
 * header (Express answers those: 304 from the ETag, a body parser's 400 or 413).
 */
export function replayable(req: IncomingMessage, url = req.url): boolean {
  if (req.method !== 'GET' || !url?.startsWith('/api/')) return false;
  const h = req.headers;
  return h['if-none-match'] === undefined && h['if-modified-since'] === undefined && h['if-match'] === undefined
    && h['if-unmodified-since'] === undefined && h['if-range'] === undefined && h.range === undefined
    && h['content-length'] === undefined && h['transfer-encoding'] === undefined;
}

/** The index key: the owner (from the verified token only), the Origin header and the raw URL with its query. */
export const replayKey = (ownerId: string, origin: string | undefined, url: string) => `${ownerId}\u0000${origin ?? ''}\u0000${url}`;

/** Bounded: at most `maxEntries` replays (the oldest registered goes first); one whose entry is gone is dropped. */
export class ReplayIndex {
  private readonly replays = new Map<string, Replay>();

  constructor(private readonly maxEntries: number) {}

  get(key: string): Replay | undefined {
    return this.replays.get(key);
  }

  set(key: string, replay: Replay): void {
    this.replays.delete(key);
    this.replays.set(key, replay);
    if (this.replays.size > this.maxEntries) this.replays.delete(this.replays.keys().next().value as string);
  }

  delete(key: string): void {
    this.replays.delete(key);
  }

  get size(): number {
    return this.replays.size;
  }
}

/** The index of each app that has a fast path in front of it (app.ts createApi). */
const indexes = new WeakMap<object, ReplayIndex>();
export const attachReplayIndex = (app: Express, index: ReplayIndex) => indexes.set(app, index);

function snapshot(res: Response): Pick<Replay, 'headers' | 'requestIdAt'> {
  const headers: string[] = [];
  let requestIdAt = -1;
  // Node has it on every outgoing message since v15.13; @types/node declares it on ClientRequest only.
  for (const name of (res as unknown as { getRawHeaderNames(): string[] }).getRawHeaderNames()) {
    const lower = name.toLowerCase();
    if (PER_REQUEST.has(lower)) continue;
    if (lower === 'x-request-id') requestIdAt = headers.length + 1;
    const value = res.getHeader(name);
    if (Array.isArray(value)) for (const v of value) headers.push(name, v);
    else if (value !== undefined) headers.push(name, lower === 'x-request-id' ? '' : String(value));
  }
  return { headers, requestIdAt };
}

export interface EntryToSend {
  cache: ListCache;
  key: string;
  /** the cache's entry, or an answer too large to keep (notKept: sent, never replayed) */
  entry: CachedList;
  /** how the fast path tells the entry's stamp; undefined: never replayed */
  stampOf?: ReplayStamp;
}

/** An answer built but not kept (above the cache's entry size): serial 0, which no kept entry has. */
export const notKept = (stamp: string, body: Buffer, headers: Record<string, string>): CachedList => ({ stamp, body, headers, at: 0, serial: 0 });

/**
 * The one way a cached answer is sent: the entry's headers, then the JSON type, then the body (Express answers
 * 304 itself when If-None-Match matches an ETag set before). A 200 to a GET of the signed-in owner is also
 * registered for the fast path, with the headers exactly as they are about to be sent.
 */
export function sendEntry(req: Request, res: Response, o: EntryToSend): void {
  const { entry } = o;
  for (const name in entry.headers) res.setHeader(name, entry.headers[name]);
  res.setHeader('Content-Type', JSON_TYPE);
  const index = indexes.get(req.app);
  if (index && entry.serial && o.stampOf && req.auth && res.statusCode === 200 && replayable(req, req.originalUrl)) {
    index.set(replayKey(req.auth.userId, req.headers.origin, req.originalUrl), {
      cache: o.cache, key: o.key, serial: entry.serial, stampOf: o.stampOf, ...snapshot(res),
    });
  }
  res.send(entry.body);
}
