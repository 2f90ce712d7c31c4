import { readFileSync } from 'node:fs';
import path from 'node:path';
import manifest from '../../../apps.config.json';

/** The remote (its folder) that renders a path: the first segment against each remote's `routes`. */
function ownerFolder(pathname: string): string | null {
  const segment = pathname.split('/')[1] ?? '';
  return manifest.remotes.find((r) => r.routes.includes(segment))?.folder ?? null;
}

interface FederationManifest { metaData?: { remoteEntry?: { name?: string; path?: string } }; exposes?: { path: string; assets?: { js?: { sync?: string[] } } }[] }

/**
 * The `Link` header of an app page (issue 25, no request waterfall before content): the browser starts the
 * opened route's remote (its mf-manifest.json, remoteEntry.js and the chunks its `./App` needs
 * first, read from the deployed manifest) together with main.js, instead of each after the one before. The shell
 * still reads the registry (which the page's own `<link rel="preload">` starts) and loads the remote itself; these
 * only answer its requests early. Null for a path no remote owns (/login), for a remote not deployed here, or with
 * a REMOTES_FILE (remotes hosted elsewhere).
 */
export function routePreloadLinks(rootDir: string, pathname: string, remotesFile?: string): string | null {
  const folder = remotesFile ? null : ownerFolder(pathname);
  if (!folder) return null;
  let file: FederationManifest;
  try {
    file = JSON.parse(readFileSync(path.join(rootDir, folder, 'dist', 'mf-manifest.json'), 'utf8')) as FederationManifest;
  } catch {
    return null;
  }
  const base = `/remotes/${folder}/`;
  const entry = file.metaData?.remoteEntry;
  const scripts = [
    ...(entry?.name ? [path.posix.join(entry.path ?? '', entry.name)] : []),
    ...(file.exposes?.find((e) => e.path === './App')?.assets?.js?.sync ?? []),
  ];
  const links = [`<${base}mf-manifest.json>; rel=preload; as=fetch; crossorigin`];
  for (const script of scripts) links.push(`<${base}${script}>; rel=preload; as=script`);
  return links.join(', ');
}
