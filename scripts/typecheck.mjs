// Typecheck every workspace that has a tsconfig.json, as one `tsc -b` over project references: each workspace is a
// composite project whose tsconfig names the workspaces it imports, so a shared package is checked once and its
// dependants read its declarations. Declarations and .tsbuildinfo go to <workspace>/node_modules/.cache/tsc
// (outside git, tsconfig.base.json), so a re-run checks only projects whose inputs changed. Any error fails.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import workspaces from './workspaces.cjs';

const root = path.resolve(import.meta.dirname, '..');
const projects = workspaces.workspaceDirs().filter((ws) => existsSync(path.join(root, ws, 'tsconfig.json')));
const tsc = path.join(root, 'node_modules/.bin/tsc');
const started = Date.now();
const { status } = spawnSync(tsc, ['-b', ...projects.map((ws) => path.join(root, ws)), ...process.argv.slice(2)], { stdio: 'inherit' });
const seconds = ((Date.now() - started) / 1000).toFixed(1);
console.log(status === 0 ? `typecheck ok: ${projects.length} workspaces (${seconds} s)` : `typecheck FAILED (${seconds} s)`);
process.exit(status === 0 ? 0 : 1);
