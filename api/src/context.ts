import type { RequestHandler, Router } from 'express';
import type { Logger } from 'pino';
import type { Config } from './config';
import type { ListCache } from './cache/list-cache';
import type { Clock } from './clock';

/** What every API module gets: configuration, the logger, the JWT secret, the auth guard and the list cache. */
export interface AppContext {
  config: Config;
  logger: Logger;
  jwtSecret: string;
  requireAuth: RequestHandler;
  /** this process's cached list responses (cache/list-cache.ts) */
  listCache: ListCache;
  /** this process's cached detail, calendar, search, stats and project answers (cache/response-cache.ts) */
  responseCache: ListCache;
  /** "now" for time-driven behaviour (reminders); tests inject a manual clock */
  clock: Clock;
}

/** One resource module: mounted under `/api${basePath}`. */
export interface ApiModule {
  basePath: string;
  router(ctx: AppContext): Router;
}
