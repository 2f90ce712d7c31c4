import type { RequestHandler, Router } from 'express';
import type { Logger } from 'pino';
import type { Config } from './config';

/** What every API module gets: configuration, the logger, the JWT secret and the auth guard. */
export interface AppContext {
  config: Config;
  logger: Logger;
  jwtSecret: string;
  requireAuth: RequestHandler;
}

/** One resource module: mounted under `/api${basePath}`. */
export interface ApiModule {
  basePath: string;
  router(ctx: AppContext): Router;
}
