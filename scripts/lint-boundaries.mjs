// Import boundaries for eslint.config.mjs: which folder may import which (import-x/no-restricted-paths zones).
// Read from the file system on every run, so a new remote or feature folder is covered without editing this file.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const dirs = (dir) => (existsSync(path.join(root, dir))
  ? readdirSync(path.join(root, dir), { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name)
  : []);

/** Folder names that any feature of the same remote may import. */
export const SHARED = ['shared'];
export const REMOTES = dirs('.').filter((name) => name.startsWith('mf-')).sort();
const APPS = ['shell', ...REMOTES];

/** Remotes are deployed alone: none imports another remote or the shell, and the shell imports none of them. */
function appZones() {
  return APPS.flatMap((target) => APPS.filter((from) => from !== target).map((from) => ({
    target: `./${target}/src`,
    from: `./${from}/src`,
    message: `${target} is deployed on its own: it may not import ${from} (share code through packages/*).`,
  })));
}

/** Within a remote, features/<a> imports features/<b> only when b is a shared folder. */
function featureZones() {
  return REMOTES.flatMap((remote) => {
    const features = dirs(`${remote}/src/features`);
    return features.filter((f) => !SHARED.includes(f)).map((feature) => ({
      target: `./${remote}/src/features/${feature}`,
      from: `./${remote}/src/features`,
      except: [`./${feature}`, ...SHARED.map((s) => `./${s}`)],
      message: `features/${feature} may not import another feature: move what both need into features/shared.`,
    }));
  });
}

export const zones = () => [...appZones(), ...featureZones()];
