// Typecheck every workspace that has a tsconfig.json (tsc --noEmit per project, two at a time). Incremental: each
// project keeps its .tsbuildinfo under node_modules/.cache/tsc (outside git), so a re-run checks only what changed.
import { existsSync } from 'node:fs';
import { spawn } from 'node:child_process';
import path from 'node:path';
import workspaces from './workspaces.cjs';

const root = path.resolve(import.meta.dirname, '..');
const projects = workspaces.workspaceDirs().filter((ws) => existsSync(path.join(root, ws, 'tsconfig.json')));
const tsc = path.join(root, 'node_modules/.bin/tsc');
const cache = path.join(root, 'node_modules/.cache/tsc');

function check(ws) {
  return new Promise((resolve) => {
    const child = spawn(tsc, ['-p', path.join(root, ws), '--noEmit', '--incremental',
      '--tsBuildInfoFile', path.join(cache, `${ws.replaceAll('/', '_')}.tsbuildinfo`)], { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (d) => { out += d; });
    child.stderr.on('data', (d) => { out += d; });
    child.on('close', (code) => resolve({ ws, code, out }));
  });
}

const queue = [...projects];
const results = [];
await Promise.all([0, 1].map(async () => {
  while (queue.length) results.push(await check(queue.shift()));
}));
let failed = 0;
for (const r of results.sort((a, b) => a.ws.localeCompare(b.ws))) {
  if (r.code === 0) console.log(`typecheck ok   ${r.ws}`);
  else { failed += 1; console.log(`typecheck FAIL ${r.ws}\n${r.out}`); }
}
process.exit(failed ? 1 : 0);
