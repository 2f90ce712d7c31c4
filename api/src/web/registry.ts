import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import manifest from '../../../apps.config.json';

/** The remotes of apps.config.json: folder (package and URL name) and Module Federation name. */
export const REMOTES: { folder: string; name: string }[] = manifest.remotes.map(({ folder, name }) => ({ folder, name }));

export interface RegistryEntry { name: string; entry: string; version: string }
export interface Registry { remotes: RegistryEntry[]; overrideOrigins: string[] }

/**
 * The runtime registry the shell fetches at start (`/remotes.json`). Built per request from what is deployed
 * under each remote's dist, so swapping one remote's files is a deploy: no shell rebuild, no restart.
 * A REMOTES_FILE replaces it entirely (remotes hosted elsewhere).
 */
export function buildRegistry(rootDir: string, overrideOrigins: string[], remotesFile?: string): Registry {
  if (remotesFile) {
    const fromFile = JSON.parse(readFileSync(remotesFile, 'utf8')) as Registry;
    return { remotes: fromFile.remotes, overrideOrigins: fromFile.overrideOrigins ?? overrideOrigins };
  }
  const remotes: RegistryEntry[] = [];
  for (const { folder, name } of REMOTES) {
    const deployed = path.join(rootDir, folder, 'dist', 'mf-manifest.json');
    if (!existsSync(deployed)) continue;
    remotes.push({ name, entry: `/remotes/${folder}/mf-manifest.json`, version: deployedVersion(deployed, rootDir, folder) });
  }
  return { remotes, overrideOrigins };
}

function deployedVersion(manifestPath: string, rootDir: string, folder: string): string {
  try {
    const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as { metaData?: { buildInfo?: { buildVersion?: string } } };
    const version = manifest.metaData?.buildInfo?.buildVersion;
    if (version) return version;
  } catch {
    // fall through to the package version
  }
  return (JSON.parse(readFileSync(path.join(rootDir, folder, 'package.json'), 'utf8')) as { version: string }).version;
}
