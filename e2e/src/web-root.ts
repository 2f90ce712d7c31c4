import { cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import manifest from '../../apps.config.json';
import { ROOT } from './server';

/** Every web app's folder (apps.config.json), the shell first. */
export const APPS = [manifest.shell.folder, ...manifest.remotes.map((r) => r.folder)];

/** A copy of every built app (dist + package.json), so a test can redeploy one remote without touching the repo. */
export function copyWebRoot(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'haru-web-'));
  for (const app of APPS) {
    cpSync(path.join(ROOT, app, 'dist'), path.join(dir, app, 'dist'), { recursive: true });
    cpSync(path.join(ROOT, app, 'package.json'), path.join(dir, app, 'package.json'));
  }
  return dir;
}
