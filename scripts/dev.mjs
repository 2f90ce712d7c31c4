// npm run dev: the API with --watch on :8080 and every app's webpack dev server with hot reload.
// Open the shell at http://localhost:3000; each dev server proxies /api and /remotes.json to the API.
import { writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { APPS, MANIFEST, ROOT, run } from './lib.mjs';

const devOrigin = (app) => `http://localhost:${app.port}`;
// In development the registry points every remote at its own dev server.
const registry = {
  remotes: MANIFEST.remotes.map((r) => ({ name: r.name, entry: `${devOrigin(r)}/mf-manifest.json`, version: 'dev' })),
  overrideOrigins: [],
};
const file = path.join(ROOT, 'data', 'remotes.dev.json');
mkdirSync(path.dirname(file), { recursive: true });
writeFileSync(file, JSON.stringify(registry, null, 2));
const origins = [MANIFEST.shell, ...MANIFEST.remotes].map(devOrigin).join(',');

await Promise.all([
  run(process.execPath, ['--import', 'tsx', '--watch', 'api/src/main.ts'], { env: { REMOTES_FILE: file, REMOTE_ORIGINS: origins } }),
  ...APPS.map((app) => run('npm', ['run', 'dev', '-w', app])),
]);
