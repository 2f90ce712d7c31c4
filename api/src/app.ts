import express, { type Express } from 'express';
import helmet from 'helmet';
import type { Logger } from 'pino';
import type { Config } from './config';
import type { AppContext } from './context';
import { requireAuth } from './auth/require-auth';
import { isSessionActive } from './modules/auth/sessions';
import { primeDummyHash, setPasswordCost } from './modules/auth/passwords';
import { cors } from './http/cors';
import { ListCache } from './cache/list-cache';
import { createResponseCache, RESPONSE_CACHE_BOUND } from './cache/response-cache';
import { useStampSource } from './cache/revisions';
import { createFastPath, type FastPath } from './http/fast-path';
import { docsRouter } from './docs/docs.routes';
import { installRequestLog, requestContext } from './http/request-context';
import { errorHandler, notFoundHandler } from './http/error-handler';
import { apiModules } from './modules';
import { systemClock, type Clock } from './clock';

export interface CreateAppOptions {
  config: Config;
  logger: Logger;
  jwtSecret: string;
  clock?: Clock;
  /** smaller bounds of the response cache (tests of what happens at the bound) */
  responseCacheBound?: Partial<typeof RESPONSE_CACHE_BOUND>;
}

/** The API behind its fast path: what the server listens with and the test harness calls. */
export interface Api {
  /** the Express app (static files mount on it; route tables read it) */
  app: Express;
  /** the request listener: the fast path for cached GET answers, Express for everything else */
  handler: FastPath['handler'];
  fastPath: FastPath;
}

/** The API as an Express app with the fast path (http/fast-path.ts) in front: serve.ts and the test harness. */
export function createApi(options: CreateAppOptions): Api {
  const app = createApp(options);
  const fastPath = createFastPath(app, {
    jwtSecret: options.jwtSecret,
    logger: options.logger,
    clock: options.clock ?? systemClock,
    maxEntries: options.responseCacheBound?.maxEntries ?? RESPONSE_CACHE_BOUND.maxEntries,
  });
  return { app, handler: fastPath.handler, fastPath };
}

/** POST /api/backup/{preview,restore} and /api/import/{preview,run}. */
const LARGE_BODY_PATH = /^\/(backup|import)\/[a-z]+$/;

/** The API as an Express app alone (no listening, no static files, no fast path): what createApi puts behind it. */
export function createApp({ config, logger, jwtSecret, clock = systemClock, responseCacheBound }: CreateAppOptions): Express {
  const app = express();
  app.disable('x-powered-by');
  // X-Forwarded-For is believed only from these peers (TRUST_PROXY, default loopback): the balancer, never a client.
  app.set('trust proxy', config.trustProxy);
  app.set('query parser', 'simple');
  installRequestLog(app, logger);
  const ctx: AppContext = { config, logger, jwtSecret, requireAuth: requireAuth(jwtSecret, isSessionActive), listCache: new ListCache({ maxEntryBytes: config.listCacheEntryBytes }), responseCache: createResponseCache(responseCacheBound), clock };
  setPasswordCost(config.bcryptCost);
  useStampSource(config.revisionStamps);
  primeDummyHash();

  const api = express.Router();
  api.use(requestContext(logger));
  api.use(helmet({ contentSecurityPolicy: false }));
  api.use(cors(config.corsOrigins));
  api.use((_req, res, next) => {
    res.setHeader('Cache-Control', 'no-store');
    next();
  });
  // Restores and imports take a whole backup file or CSV: their own, larger limit (BACKUP_MAX_BYTES).
  const json = express.json({ limit: config.bodyLimit, strict: true });
  const largeJson = express.json({ limit: config.backupMaxBytes, strict: true });
  api.use((req, res, next) => (LARGE_BODY_PATH.test(req.path) ? largeJson : json)(req, res, next));
  api.use('/docs', docsRouter());
  for (const mod of apiModules) api.use(mod.basePath, mod.router(ctx));
  api.use(notFoundHandler);
  api.use(errorHandler);
  app.use('/api', api);
  return app;
}
