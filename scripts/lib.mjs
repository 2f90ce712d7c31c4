// Small helpers shared by the start, dev and test scripts.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '..');
/** apps.config.json: the one list of apps (folder, federation name, dev port, route prefixes, label). */
export const MANIFEST = JSON.parse(readFileSync(path.join(ROOT, 'apps.config.json'), 'utf8'));
/** Every web app's folder, the shell first. */
export const APPS = [MANIFEST.shell.folder, ...MANIFEST.remotes.map((r) => r.folder)];
/** What each build reads besides its own folder's src/ and package.json. */
const WEB_SOURCES = ['packages/ui-kit/src', 'packages/api-client/src', 'packages/contracts/src', 'packages/router/src', 'packages/webpack-config', 'apps.config.json'];
const API_SOURCES = ['api/build.mjs', 'packages/contracts/src', 'packages/mongo-embedded/src', 'apps.config.json'];
/** The built API (api/build.mjs): what `npm start` and the e2e suite run. */
export const API_MAIN = path.join(ROOT, 'api', 'dist', 'main.js');

/** Runs a command, streaming its output; resolves with the exit code (and the output when `capture`). */
export function run(command, args, { env = {}, capture = false, cwd = ROOT } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: capture ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    let output = '';
    if (capture) {
      child.stdout.on('data', (d) => { output += d; process.stdout.write(d); });
      child.stderr.on('data', (d) => { output += d; process.stderr.write(d); });
    }
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
  });
}

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(target)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

function builtMarker(app) {
  if (app === 'api') return API_MAIN;
  return path.join(ROOT, app, 'dist', app === MANIFEST.shell.folder ? 'index.html' : 'mf-manifest.json');
}

/** An app (or 'api') needs a build when its dist is missing or older than its sources or the shared packages. */
export function isStale(app) {
  const marker = builtMarker(app);
  if (!existsSync(marker)) return true;
  const built = statSync(marker).mtimeMs;
  const shared = app === 'api' ? API_SOURCES : WEB_SOURCES;
  const sources = [path.join(ROOT, app, 'src'), path.join(ROOT, app, 'package.json'), ...shared.map((s) => path.join(ROOT, s))];
  return sources.some((s) => newestMtime(s) > built);
}

/** Builds the given apps (and 'api'), two at a time (webpack already uses more than one core). */
export async function buildApps(apps) {
  const queue = [...apps];
  let failed = false;
  await Promise.all([0, 1].map(async () => {
    while (queue.length) {
      const app = queue.shift();
      console.log(`building ${app}…`);
      const { code } = await run('npm', ['run', 'build', '--silent', '-w', app]);
      if (code !== 0) failed = true;
    }
  }));
  if (failed) throw new Error('build failed');
}
