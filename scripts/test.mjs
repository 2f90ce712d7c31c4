// npm test: lint, typecheck and fresh production builds, every jest project, then the e2e suite in Chromium
// (every web app and the API: e2e runs the built API in production mode, as `npm start` does).
import { availableParallelism } from 'node:os';
import { APPS, buildApps, ROOT, run } from './lib.mjs';

const steps = [];
async function step(name, fn) {
  const started = Date.now();
  console.log(`\n━━ ${name}`);
  const ok = await fn();
  steps.push({ name, ok, seconds: Math.round((Date.now() - started) / 1000) });
  return ok;
}

let passed = 0;
let failed = 0;
function count(output, passRe, failRe) {
  passed += Number(passRe.exec(output)?.[1] ?? 0);
  failed += Number(failRe.exec(output)?.[1] ?? 0);
}

// Lint, typecheck and the production build first, side by side: each is mostly one process on one core, none has
// a timeout to miss on a busy machine, and together they take about as long as the build alone. The jest and e2e
// steps, which have timeouts, then run on a machine of their own.
await Promise.all([
  step('lint', async () => (await run('npx', ['eslint', '--max-warnings', '0', '.'])).code === 0),
  step('typecheck', async () => (await run(process.execPath, ['scripts/typecheck.mjs'])).code === 0),
  step('production build', async () => buildApps([...APPS, 'api']).then(() => true, () => false)),
]);
await step('unit, component, API and database tests (jest)', async () => {
  // One worker per core, not jest's default of cores − 1: the API tests spend much of their time waiting on the
  // embedded database's own process, so on 2 cores two workers took the jest step from 502 s to 293 s, all green.
  const { code, output } = await run('npx', ['jest', '--ci', '--silent', `--maxWorkers=${availableParallelism()}`], { capture: true });
  count(output, /Tests:.*?(\d+) passed/, /Tests:.*?(\d+) failed/);
  return code === 0;
});
await step('end-to-end tests (Chromium)', async () => {
  const { code, output } = await run('npm', ['test', '--silent', '-w', 'e2e'], { capture: true, cwd: ROOT });
  count(output, /ℹ pass (\d+)/, /ℹ fail (\d+)/);
  return code === 0;
});

console.log('\n━━ summary');
for (const s of steps) console.log(`${s.ok ? 'ok  ' : 'FAIL'} ${s.name} (${s.seconds} s)`);
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(steps.every((s) => s.ok) ? 0 : 1);
