import type { Express } from 'express';

export interface RouteEntry { method: string; path: string }

interface LayerLike {
  route?: { path: string; methods: Record<string, boolean> };
  handle?: { stack?: LayerLike[] };
  rawPath?: unknown;
}

/** router 2 keeps the mount string as `rawPath`; a regexp or array mount would need a case here. */
function mountOf(layer: LayerLike): string {
  if (typeof layer.rawPath !== 'string') throw new Error('a router is mounted at a non-string path; the route table cannot name it');
  return layer.rawPath === '/' ? '' : layer.rawPath;
}

function walk(stack: LayerLike[], prefix: string, out: RouteEntry[]): void {
  for (const layer of stack) {
    if (layer.route) {
      for (const [method, on] of Object.entries(layer.route.methods)) {
        if (on && method !== '_all') out.push({ method: method.toUpperCase(), path: (prefix + layer.route.path).replace(/(.)\/$/, '$1') });
      }
    } else if (layer.handle?.stack) {
      walk(layer.handle.stack, prefix + mountOf(layer), out);
    }
  }
}

/** Every method + path the app answers, read from Express's own router (Express 5: app.router.stack). */
export function routeTable(app: Express): RouteEntry[] {
  const router = (app as unknown as { router: { stack: LayerLike[] } }).router;
  const out: RouteEntry[] = [];
  walk(router.stack, '', out);
  return out;
}

export const key = (r: RouteEntry) => `${r.method} ${r.path}`;

/** Routes reachable without a session (SPEC.md section 7). Anything else must answer 401 without a token. */
export const PUBLIC_ROUTES = new Set([
  'GET /api/health',
  'GET /api/config',
  'POST /api/auth/register',
  'POST /api/auth/login',
  'POST /api/auth/refresh',
  'POST /api/auth/logout',
  // the private calendar feed: its secret token is the credential (calendar apps cannot log in); 404 without it
  'GET /api/calendar/feed/:file',
]);

export const isPublic = (r: RouteEntry) => PUBLIC_ROUTES.has(key(r)) || r.path.startsWith('/api/docs');

/** Fills `:name` parameters from a map; throws when one is missing so a new parameter is noticed. */
export function fill(path: string, params: Record<string, string>): string {
  return path.replace(/:(\w+)/g, (_m, name: string) => {
    if (!(name in params)) throw new Error(`no value for :${name} in ${path}`);
    return encodeURIComponent(params[name]);
  });
}
