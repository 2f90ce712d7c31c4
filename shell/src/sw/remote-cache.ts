/**
 * Remotes offline, by version: the worker reads `/remotes.json` and keeps each deployed remote's manifest, entry
 * and chunks in a cache named after the remote and its version. A new deploy (a new version in the registry) is
 * cached on the next registry read and the old version's cache dropped, with no shell release. Only URLs under a
 * registry entry's folder are ever cached (the manifest's files and the build's own, flat, files): a staging override
 * (`?mf:`, another manifest URL that only the tab knows, even one in a subfolder of a deployed remote) goes to the
 * network untouched.
 */
export interface RegistryEntry { name: string; entry: string; version?: string }
interface ManifestAssets { js?: { sync?: string[]; async?: string[] }; css?: { sync?: string[]; async?: string[] } }
interface RemoteManifest { metaData?: { remoteEntry?: { name?: string; path?: string } }; shared?: { assets?: ManifestAssets }[]; exposes?: { assets?: ManifestAssets }[] }

export const REGISTRY_URL = '/remotes.json';
const REGISTRY_CACHE = 'haru-registry';
const REMOTE_PREFIX = 'haru-remote-';
/** A file whose name carries a content hash never changes; anything else (entry, manifest) is read network-first. */
const HASHED = /\.[0-9a-f]{8}\.(js|css)$/;

export const cacheNameOf = (remote: RegistryEntry) => `${REMOTE_PREFIX}${remote.name}@${remote.version || 'unversioned'}`;
const folderOf = (entry: string, origin: string) => new URL('.', new URL(entry, origin)).href;

function filesOf(manifest: RemoteManifest, folder: string): string[] {
  const files = new Set<string>();
  const add = (assets?: ManifestAssets) => {
    for (const kind of [assets?.js, assets?.css]) for (const f of [...(kind?.sync ?? []), ...(kind?.async ?? [])]) files.add(new URL(f, folder).href);
  };
  for (const s of manifest.shared ?? []) add(s.assets);
  for (const e of manifest.exposes ?? []) add(e.assets);
  const entry = manifest.metaData?.remoteEntry;
  if (entry?.name) files.add(new URL(`${entry.path ? `${entry.path}/` : ''}${entry.name}`, folder).href);
  return [...files];
}

/** The registry as last read from the network (kept in a cache, since the worker may be stopped at any time). */
export async function cachedRegistry(): Promise<RegistryEntry[]> {
  const response = await (await caches.open(REGISTRY_CACHE)).match(REGISTRY_URL);
  if (!response) return [];
  return ((await response.json()) as { remotes?: RegistryEntry[] }).remotes ?? [];
}

/** A registry read being stored (remoteOf waits for it, up to REGISTRY_WAIT_MS). */
let storing: Promise<unknown> = Promise.resolve();
/** How long a remote file waits for a registry read in progress before it goes by the last one stored. */
const REGISTRY_WAIT_MS = 3000;

/**
 * Stores a registry read and caches every remote version in it that is not cached yet; drops other versions. The
 * registry itself is stored first, and the files a page asks for meanwhile wait for it: the app page starts its
 * remote's files with the page (issue 25), before the worker's own registry read has answered, and without the
 * registry they would go uncached.
 */
export async function cacheRemotes(registry: Response | Promise<Response>, origin: string): Promise<void> {
  const stored = storeRegistry(registry);
  storing = stored.catch(() => undefined);
  const remotes = await stored;
  const keep = new Set(remotes.map(cacheNameOf));
  await Promise.all(remotes.map(async (remote) => {
    const cache = await caches.open(cacheNameOf(remote));
    const entryUrl = new URL(remote.entry, origin).href;
    if (remote.version && (await cache.match(entryUrl))) return;
    const response = await fetch(entryUrl, { cache: 'no-store' });
    if (!response.ok) return;
    const manifest = (await response.clone().json()) as RemoteManifest;
    await cache.addAll(filesOf(manifest, folderOf(remote.entry, origin)));
    await cache.put(entryUrl, response);
  }));
  for (const name of await caches.keys()) if (name.startsWith(REMOTE_PREFIX) && !keep.has(name)) await caches.delete(name);
}

async function storeRegistry(read: Response | Promise<Response>): Promise<RegistryEntry[]> {
  const registry = await read;
  if (!registry.ok) throw new Error(`registry ${registry.status}`);
  const body = (await registry.clone().json()) as { remotes?: RegistryEntry[] };
  await (await caches.open(REGISTRY_CACHE)).put(REGISTRY_URL, registry);
  return body.remotes ?? [];
}

/** The registry entry whose folder holds `url`, if any (after a registry read in progress, within a limit). */
export async function remoteOf(url: string, origin: string): Promise<RegistryEntry | undefined> {
  await Promise.race([storing, new Promise((resolve) => setTimeout(resolve, REGISTRY_WAIT_MS))]);
  return (await cachedRegistry()).find((r) => url.startsWith(folderOf(r.entry, origin)));
}

/** True for a file right in the folder (a build's own files are flat); a deeper path is another deploy's. */
const directlyIn = (folder: string, url: string) => url.startsWith(folder) && !new URL(url).pathname.slice(new URL(folder).pathname.length).includes('/');

/**
 * A file under a registered remote's folder. Kept in the version's cache: the files its manifest lists (stored when
 * the registry was read) and the build's other files right in its folder (lazy chunks, stored as they are fetched,
 * but not the manifest);
 * hashed chunks come from the cache first, the entry and manifest from the network first. Anything in a subfolder
 * that the manifest does not list, such as a staging override deployed there
 * (`?mf:mf-todo=/remotes/mf-todo/staging/mf-manifest.json`), goes to the network and is never stored.
 */
export async function remoteFile(request: Request, remote: RegistryEntry, origin: string): Promise<Response> {
  const cache = await caches.open(cacheNameOf(remote));
  const listed = await cache.match(request.url);
  if (!listed && !directlyIn(folderOf(remote.entry, origin), request.url)) return fetch(request);
  if (listed && HASHED.test(new URL(request.url).pathname)) return listed;
  try {
    const response = await fetch(request);
    // The manifest is stored by cacheRemotes only, after every file it lists, so that its presence means the
    // version is complete (the app page asks for it early, with the page, since issue 25).
    const manifest = request.url === new URL(remote.entry, origin).href;
    if (response.ok && !manifest) await cache.put(request.url, response.clone());
    return response;
  } catch (error) {
    if (listed) return listed;
    throw error;
  }
}
