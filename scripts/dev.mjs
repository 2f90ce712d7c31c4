// npm run dev: the API with --watch on :8080 and every app's webpack dev server with hot reload.
// Open the shell at http://localhost:3000; each dev server proxies /api and /remotes.json to the API.
import { writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { APPS, ROOT, run } from './lib.mjs';

const PORTS = { shell: 3000, 'mf-todo': 3001, 'mf-meetings': 3002, 'mf-wbs': 3003, 'mf-tools': 3004, 'mf-home': 3005 };
// In development the registry points every remote at its own dev server.
const registry = {
  remotes: APPS.filter((a) => a !== 'shell').map((a) => ({ name: a.replace(/-/g, '_'), entry: `http://localhost:${PORTS[a]}/mf-manifest.json`, version: 'dev' })),
  overrideOrigins: [],
};
const file = path.join(ROOT, 'data', 'remotes.dev.json');
mkdirSync(path.dirname(file), { recursive: true });
writeFileSync(file, JSON.stringify(registry, null, 2));
const origins = APPS.map((a) => `http://localhost:${PORTS[a]}`).join(',');

await Promise.all([
  run(process.execPath, ['--import', 'tsx', '--watch', 'api/src/main.ts'], { env: { REMOTES_FILE: file, REMOTE_ORIGINS: origins } }),
  ...APPS.map((app) => run('npm', ['run', 'dev', '-w', app])),
]);
