// npm start: build what is not built, then serve everything (API, shell, remotes) on one port.
import { APPS, buildApps, isStale, ROOT, run } from './lib.mjs';

const stale = APPS.filter(isStale);
if (stale.length) await buildApps(stale);
const { code } = await run(process.execPath, ['--import', 'tsx', 'api/src/main.ts'], { cwd: ROOT });
process.exit(code);
