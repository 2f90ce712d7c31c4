import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import manifest from '../../../apps.config.json';
import type { Registry } from './registry';

/**
 * The app page (issue 25, no request waterfall before content). The shell's index.html gets, before `</head>`:
 * - the runtime registry as a data block (`<script type="application/json" id="haru-registry">`, which the CSP does
 *   not treat as a script), so the shell starts without waiting for /remotes.json (shell `mf/registry.ts`);
 * - `<link rel="preload">` for what the opened path loads first: for a path a remote owns, that remote's manifest and
 *   remoteEntry.js first; the shell's start chunks (every page); for a remote's path the signed-in frame, the chunks of its `./App` and of
 *   the path's own lazy screen (a chunk group named `route-<path>`, or `route-<path>` with its last segment as `_`
 *   for a screen of one id), and the shared packages all of these consume,
 *   as the shell provides them. The lists come from each build's `preload.json`
 *   (packages/webpack-config/preload-plugin.cjs), so the browser fetches them together with main.js; the app still
 *   loads each file itself, and the preload only answers it.
 * No remote preloads for a path opened with a staging override (`?mf:`) or a remote the registry places elsewhere.
 */
export const INLINE_REGISTRY_ID = 'haru-registry';

/** Chunk groups the shell's source names (shell `src/index.ts`, `src/routes.tsx`) and the federation's expose. */
const SHELL_START = 'bootstrap';
const SHELL_SIGNED_IN = 'signed-in';
const EXPOSED_APP = '__federation_expose_App';

interface PreloadGroup { files: string[]; shared: string[] }
interface PreloadManifest { groups?: Record<string, PreloadGroup>; shared?: Record<string, string[]> }
interface FederationManifest { metaData?: { remoteEntry?: { name?: string; path?: string } } }

const parsed = new Map<string, { mtimeMs: number; value: unknown }>();

/** A file of a deployed build, read again only when it changes (a deploy swaps dist folders). */
function readDeployed<T>(file: string, parse: (text: string) => T): T | null {
  try {
    const { mtimeMs } = statSync(file);
    const hit = parsed.get(file);
    if (hit && hit.mtimeMs === mtimeMs) return hit.value as T;
    const value = parse(readFileSync(file, 'utf8'));
    parsed.set(file, { mtimeMs, value });
    return value;
  } catch {
    return null;
  }
}

const readJson = <T>(file: string) => readDeployed<T>(file, (text) => JSON.parse(text) as T);

/** The remote (its folder and federation name) that renders a path: the first segment against each `routes`. */
function ownerOf(pathname: string): { folder: string; name: string } | null {
  const segment = pathname.split('/')[1] ?? '';
  return manifest.remotes.find((r) => r.routes.includes(segment)) ?? null;
}

/** `route-` and the path's segments joined by '-': the chunk group a remote names after the screen it loads lazily. */
export const routeGroupName = (pathname: string) => `route${pathname.replace(/\/+$/, '').replace(/\//g, '-')}`;

/**
 * The lazy screen a build has for a path: `route-<path>` (/todo/add → route-todo-add), else, for a path of two or
 * more segments, the screen of one id, its last segment as `_` (/todo/6650… → route-todo-_).
 */
function routeGroup(build: PreloadManifest | null, pathname: string): string | null {
  const segments = pathname.replace(/\/+$/, '').split('/');
  const names = [routeGroupName(pathname)];
  if (segments.length > 2) names.push(routeGroupName([...segments.slice(0, -1), '_'].join('/')));
  return names.find((name) => build?.groups?.[name]) ?? null;
}

type Preload = { href: string; as: 'script' | 'style' | 'fetch'; /** the remote's manifest and entry: fetched at high priority */ first?: boolean };

function groupPreloads(build: PreloadManifest | null, names: string[], base: string, shell: PreloadManifest | null): Preload[] {
  const out: Preload[] = [];
  for (const name of names) {
    const group = build?.groups?.[name];
    if (!group) continue;
    for (const file of group.files) out.push(asset(`${base}${file}`));
    // Shared packages come from the shell, which provides every one of them first (shareStrategy 'loaded-first').
    for (const key of group.shared) for (const file of shell?.shared?.[key] ?? []) out.push(asset(`/${file}`));
  }
  return out;
}

const asset = (href: string): Preload => ({ href, as: href.endsWith('.css') ? 'style' : 'script' });

/** The preloads for a path, in the order the page needs them, each once. */
export function pagePreloads(rootDir: string, pathname: string, search: string, registry: Registry | null): Preload[] {
  const shell = readJson<PreloadManifest>(path.join(rootDir, 'shell', 'dist', 'preload.json'));
  const owner = ownerOf(pathname);
  const shellFiles = groupPreloads(shell, owner ? [SHELL_START, SHELL_SIGNED_IN] : [SHELL_START], '/', shell);
  const base = owner ? `/remotes/${owner.folder}/` : null;
  const entry = owner && registry?.remotes.find((r) => r.name === owner.name)?.entry;
  const remoteFirst: Preload[] = [];
  const remoteFiles: Preload[] = [];
  if (owner && base && entry === `${base}mf-manifest.json` && !/[?&]mf(:|%3A)/i.test(search)) {
    const dist = path.join(rootDir, owner.folder, 'dist');
    const remoteEntry = readJson<FederationManifest>(path.join(dist, 'mf-manifest.json'))?.metaData?.remoteEntry;
    // The remote's manifest and entry: high priority and before the shell's chunks, so they start together with
    // main.js: Chromium holds low-priority requests back while the page is in its head, and past six requests to
    // one host (HTTP/1.1) the later ones wait for a free connection.
    remoteFirst.push({ href: entry, as: 'fetch', first: true });
    if (remoteEntry?.name) remoteFirst.push({ href: `${base}${remoteEntry.path ? `${remoteEntry.path}/` : ''}${remoteEntry.name}`, as: 'script', first: true });
    const build = readJson<PreloadManifest>(path.join(dist, 'preload.json'));
    const route = routeGroup(build, pathname);
    remoteFiles.push(...groupPreloads(build, route ? [EXPOSED_APP, route] : [EXPOSED_APP], base, shell));
  }
  const list = [...remoteFirst, ...shellFiles, ...remoteFiles];
  const seen = new Set<string>();
  return list.filter((p) => !seen.has(p.href) && seen.add(p.href));
}

const escapeAttr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
/** JSON inside a script element: `<` escaped, so no value can close the element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * The shell's index.html for this path, or null when the shell is not built. Without a registry (REMOTES_FILE
 * unreadable) the page has none written in: the shell asks /remotes.json, which answers with the error page.
 */
export function appPage(rootDir: string, pathname: string, search: string, registry: Registry | null): string | null {
  const html = readDeployed(path.join(rootDir, 'shell', 'dist', 'index.html'), (text) => text);
  if (html === null) return null;
  const links = pagePreloads(rootDir, pathname, search, registry).map(({ href, as, first }) =>
    `<link rel="preload" href="${escapeAttr(href)}" as="${as}"${as === 'fetch' ? ' crossorigin' : ''}${first ? ' fetchpriority="high"' : ''}>`);
  const data = registry ? `<script type="application/json" id="${INLINE_REGISTRY_ID}">${scriptJson(registry)}</script>` : '';
  const head = `${data}${links.join('')}`;
  return html.replace(/<\/head>|<body|$/i, (at) => `${head}${at}`);
}
