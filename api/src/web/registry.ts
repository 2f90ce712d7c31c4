import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The five remotes: folder (package) name → Module Federation name. */
export const REMOTES = ['mf-todo', 'mf-meetings', 'mf-wbs', 'mf-tools', 'mf-home'] as const;
export type RemoteFolder = (typeof REMOTES)[number];

export const federationName = (folder: string) => folder.replace(/-/g, '_');

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
  for (const folder of REMOTES) {
    const manifest = path.join(rootDir, folder, 'dist', 'mf-manifest.json');
    if (!existsSync(manifest)) continue;
    remotes.push({ name: federationName(folder), entry: `/remotes/${folder}/mf-manifest.json`, version: deployedVersion(manifest, rootDir, folder) });
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
