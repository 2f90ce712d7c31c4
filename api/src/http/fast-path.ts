import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import type { Express } from 'express';
import type { Logger } from 'pino';
import type { Clock } from '../clock';
import { verifyAccessToken, type AccessClaims } from '../auth/access-token';
import { bearerToken } from '../auth/require-auth';
import { readStamps, stampsNow, type OwnerStamps } from '../cache/revisions';
import { attachReplayIndex, replayable, replayKey, ReplayIndex, type Replay } from '../cache/replay';
import { sessionKnownLive } from '../modules/auth/sessions';
import { accessLogger } from '../logger';
import { loggedPath, requestIdOf } from './request-context';

/** The fast path of one app: the request listener to serve, and what tests look at. */
export interface FastPath {
  handler: RequestListener;
  /** off: every request goes to Express (tests compare both) */
  enabled: boolean;
  /** answers sent without Express so far */
  answered: number;
  /** replays registered and not yet dropped */
  readonly size: number;
}

export interface FastPathOptions {
  jwtSecret: string;
  logger: Logger;
  clock: Clock;
  /** replays kept at most */
  maxEntries: number;
}

/**
 * The owner's current stamps, as requireAuth would read them: the one place the fast path learns them. This
 * process's copy when it keeps one (REVISION_STAMPS=memory), without waiting; else the read requireAuth makes (a
 * database read shared with concurrent requests, next-read.ts).
 */
const ownerStamps = (ownerId: string): OwnerStamps | Promise<OwnerStamps> | undefined => stampsNow(ownerId) ?? readStamps(ownerId);

interface Candidate { claims: AccessClaims; key: string; replay: Replay }

/**
 * A raw node:http listener in front of the Express app, answering a cached GET again (cache/replay.ts) without
 * entering Express: Express's router, helmet, CORS, request context and body parser cost ~230 µs per small answer
 * (bench/FINDINGS.md), many times the answer itself. It answers only when everything Express would check agrees:
 * a GET under /api/ without a body or conditional header, a Bearer token that verifies and has not expired, a
 * session this process found live under the owner's current sessions stamp, a replay registered for that owner,
 * Origin and exact URL, and the very cache entry Express sent, still under the stamp the owner's stamps give now.
 * Then it sends Express's headers (and a fresh X-Request-Id) and the entry's body, and writes the access-log line
 * requestContext would. Anything else, or any doubt, goes to Express untouched.
 */
export function createFastPath(app: Express, o: FastPathOptions): FastPath {
  const index = new ReplayIndex(o.maxEntries);
  attachReplayIndex(app, index);
  const accessLog = o.logger.isLevelEnabled('info');
  const access = accessLogger(o.logger);
  const now = () => o.clock.now();

  function candidate(req: IncomingMessage): Candidate | undefined {
    if (!replayable(req)) return undefined;
    const token = bearerToken(req.headers.authorization);
    const claims = token ? verifyAccessToken(o.jwtSecret, token) : null;
    if (!claims) return undefined;
    const key = replayKey(claims.userId, req.headers.origin, req.url!);
    const replay = index.get(key);
    return replay && { claims, key, replay };
  }

  /** Sends the replay if the stamps and the session allow it; false: nothing was written, Express answers. */
  function answer(req: IncomingMessage, res: ServerResponse, { claims, key, replay }: Candidate, stamps: OwnerStamps, started: bigint): boolean {
    if (!sessionKnownLive(claims, stamps)) return false;
    const stamp = replay.stampOf(stamps, now);
    const entry = stamp === undefined ? undefined : replay.cache.get(replay.key, stamp);
    if (!entry || entry.serial !== replay.serial) {
      index.delete(key);
      return false;
    }
    const requestId = requestIdOf(req.headers);
    const headers = replay.headers.slice();
    if (replay.requestIdAt >= 0) headers[replay.requestIdAt] = requestId;
    headers.push('Content-Length', String(entry.body.length));
    res.writeHead(200, headers);
    res.end(entry.body);
    fast.answered += 1;
    if (accessLog) {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      access.info({ requestId, method: 'GET', path: loggedPath(req.url!), status: 200, ms: Math.round(ms * 10) / 10 }, 'request');
    }
    return true;
  }

  function tryAnswer(req: IncomingMessage, res: ServerResponse, found: Candidate, stamps: OwnerStamps, started: bigint): boolean {
    try {
      return answer(req, res, found, stamps, started);
    } catch (error) {
      if (!res.headersSent) return false;
      o.logger.error({ err: error }, 'fast path: answer failed after its headers');
      res.destroy();
      return true;
    }
  }

  const fast: FastPath = {
    enabled: true,
    answered: 0,
    get size() {
      return index.size;
    },
    handler(req, res) {
      const started = accessLog ? process.hrtime.bigint() : 0n;
      let found: Candidate | undefined;
      let stamps: ReturnType<typeof ownerStamps>;
      try {
        found = fast.enabled ? candidate(req) : undefined;
        stamps = found && ownerStamps(found.claims.userId);
      } catch {
        found = undefined;
      }
      if (!found || !stamps) {
        app(req, res);
      } else if (stamps instanceof Promise) {
        const ready = found;
        stamps.then(
          (read) => tryAnswer(req, res, ready, read, started) || app(req, res),
          () => app(req, res),
        );
      } else if (!tryAnswer(req, res, found, stamps, started)) {
        app(req, res);
      }
    },
  };
  return fast;
}
