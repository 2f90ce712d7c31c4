import path from 'node:path';
import express, { type Express, type Response } from 'express';
import compression from 'compression';
import type { Logger } from 'pino';
import { webErrorHandler, webNotFound } from './error-page';
import { buildRegistry, REMOTES, type Registry } from './registry';
import { appPage } from './page-html';

export interface WebOptions { rootDir: string; remoteOrigins: string[]; remotesFile?: string; logger: Logger }

const HASHED = /\.[0-9a-f]{8}\.(js|css|png|svg|woff2?)$/;
const NO_CACHE = /(remoteEntry\.js|mf-manifest\.json|mf-stats\.json|preload\.json|index\.html|manifest\.webmanifest|sw\.js)$/;

function cacheHeaders(res: Response, filePath: string) {
  if (HASHED.test(filePath)) res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
  else if (NO_CACHE.test(filePath)) res.setHeader('Cache-Control', 'no-cache');
  else res.setHeader('Cache-Control', 'public, max-age=3600');
  res.setHeader('X-Content-Type-Options', 'nosniff');
}

/** A CSP that lets the shell load scripts only from itself and the configured remote origins. */
export function shellCsp(remoteOrigins: string[]): string {
  const origins = remoteOrigins.join(' ');
  return [
    "default-src 'self'",
    `script-src 'self' ${origins}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src 'self' ${origins}`.trim(),
    "worker-src 'self' blob:",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ].join('; ');
}

/**
 * Serves the shell at /, each remote's dist under /remotes/<name>/, /remotes.json, with SPA fallback (the app page
 * with the registry and the path's preloads, page-html.ts); anything else, and every error there, is a plain page
 * (error-page.ts). Mount it after the API.
 */
export function mountWeb(app: Express, opts: WebOptions): void {
  const shellDist = path.join(opts.rootDir, 'shell', 'dist');
  const csp = shellCsp(opts.remoteOrigins);
  app.use(compression());
  app.get('/remotes.json', (_req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    res.json(buildRegistry(opts.rootDir, opts.remoteOrigins, opts.remotesFile));
  });
  for (const { folder } of REMOTES) {
    app.use(`/remotes/${folder}`, express.static(path.join(opts.rootDir, folder, 'dist'), {
      setHeaders: (res, filePath) => {
        cacheHeaders(res, filePath);
        res.setHeader('Access-Control-Allow-Origin', '*');
      },
      fallthrough: false,
      index: false,
    }));
  }
  app.use(express.static(shellDist, { setHeaders: cacheHeaders, index: false }));
  app.get(/^(?!\/api\/|\/remotes\/).*/, (req, res, next) => {
    let registry: Registry | null = null;
    try {
      registry = buildRegistry(opts.rootDir, opts.remoteOrigins, opts.remotesFile);
    } catch {
      // An unreadable REMOTES_FILE: the page still opens; the shell's own /remotes.json read reports the error.
    }
    const query = req.originalUrl.indexOf('?');
    const search = query < 0 ? '' : req.originalUrl.slice(query);
    const page = appPage(opts.rootDir, req.path, search, registry);
    if (page === null) return next();
    res.setHeader('Cache-Control', 'no-cache');
    res.setHeader('Content-Security-Policy', csp);
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Referrer-Policy', 'no-referrer');
    return res.type('html').send(page);
  });
  app.use(webNotFound);
  app.use(webErrorHandler(opts.logger));
}
