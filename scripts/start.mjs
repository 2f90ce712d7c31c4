// npm start: build what is not built (the web apps and the API), then serve everything (API, shell, remotes) on
// one port: plain `node` on the built API, in production mode.
import { API_MAIN, APPS, buildApps, isStale, ROOT, run } from './lib.mjs';

const stale = [...APPS, 'api'].filter(isStale);
if (stale.length) await buildApps(stale);
const { code } = await run(process.execPath, [API_MAIN], { cwd: ROOT, env: { NODE_ENV: 'production' } });
process.exit(code);
