import { preloadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { loadRegistry, type LoadedRegistry } from './registry';
import { ownerOf } from './route-owners';

/**
 * Starts loading while the bootstrap chunk downloads (issue 25, no request waterfall): the page's HTML preloads
 * /remotes.json, so the registry is usually read by the time this runs; then the remotes are registered and the
 * remote that owns the opened path starts loading its manifest, remoteEntry.js and the chunks of its `./App`
 * (the runtime's preloadRemote), before React renders. A failed preload is left to RemoteSlot's own load, which
 * shows the fallback.
 */
export function startRegistry(location: Location = window.location): Promise<LoadedRegistry> {
  return loadRegistry(location).then((registry) => {
    registerRemotes(registry.remotes.map(({ name, entry }) => ({ name, entry })));
    const owner = ownerOf(location.pathname);
    if (owner && registry.remotes.some((r) => r.name === owner)) {
      preloadRemote([{ nameOrAlias: owner, exposes: ['./App'] }]).catch(() => undefined);
    }
    return registry;
  });
}

