// npm run bench: every benchmark in sequence; each prints its own Markdown section.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(__dirname, '..');
const steps: [string, string[]][] = [
  ['bundle sizes', ['run', 'bundle', '-w', 'bench']],
  ['embedded database', ['run', 'bench', '-w', 'mongo-embedded']],
];
let failed = false;
for (const [name, args] of steps) {
  console.log(`\n# ${name}\n`);
  const result = spawnSync('npm', args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) failed = true;
}
process.exit(failed ? 1 : 0);
