import { cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ROOT } from './server';

export const APPS = ['shell', 'mf-todo', 'mf-meetings', 'mf-wbs', 'mf-tools', 'mf-home'] as const;

/** A copy of every built app (dist + package.json), so a test can redeploy one remote without touching the repo. */
export function copyWebRoot(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'haru-web-'));
  for (const app of APPS) {
    cpSync(path.join(ROOT, app, 'dist'), path.join(dir, app, 'dist'), { recursive: true });
    cpSync(path.join(ROOT, app, 'package.json'), path.join(dir, app, 'package.json'));
  }
  return dir;
}
