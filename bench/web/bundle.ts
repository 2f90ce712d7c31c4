// What the browser downloads for /login and /home: raw and gzip bytes of JS and CSS, per app.
// Budgets (issues 16 and 25): /login ≤ 130 KB and /home ≤ 200 KB gzip JS+CSS in total, and no remote is fetched for /login.
// Sizes are deterministic for a build, so one measurement each (no repeats).
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { launchChromium, VIEWPORTS } from '../../e2e/src/chromium';
import { startServer } from '../../e2e/src/server';
import { registerUser, signInContext } from '../../e2e/src/session';

const LOGIN_BUDGET_KB = 130;
const HOME_BUDGET_KB = 200;

interface Asset { app: string; url: string; raw: number; gzip: number }

function appOf(url: URL): string {
  const m = /^\/remotes\/([^/]+)\//.exec(url.pathname);
  return m ? m[1] : 'shell';
}

// networkidle alone ends too early on a busy machine (a 500 ms pause while a chunk is still being parsed), so each
// page also waits for what it shows when it is fully loaded, and every body read is awaited.
async function measure(route: string, signedIn: boolean, ready: string): Promise<Asset[]> {
  const server = await startServer();
  const browser = await launchChromium();
  try {
    const context = await browser.newContext({ viewport: VIEWPORTS.mobile });
    if (signedIn) await signInContext(context, await registerUser(server.url, 'bench'));
    const page = await context.newPage();
    const reads: Promise<Asset | null>[] = [];
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (!/\.(js|css)$/.test(url.pathname) || response.status() !== 200) return;
      reads.push(response.body().then(
        (body) => ({ app: appOf(url), url: url.pathname, raw: body.length, gzip: gzipSync(body, { level: 6 }).length }),
        () => null,
      ));
    });
    await page.goto(`${server.url}${route}`);
    await page.locator(ready).first().waitFor({ timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    return (await Promise.all(reads)).filter((a): a is Asset => a !== null);
  } finally {
    await browser.close();
    await server.stop();
  }
}

const kb = (n: number) => (n / 1024).toFixed(1);

function table(title: string, assets: Asset[]): string {
  const byApp = new Map<string, { raw: number; gzip: number; files: number }>();
  for (const a of assets) {
    const row = byApp.get(a.app) ?? { raw: 0, gzip: 0, files: 0 };
    row.raw += a.raw;
    row.gzip += a.gzip;
    row.files += 1;
    byApp.set(a.app, row);
  }
  const lines = [`### ${title}`, '', '| app | files | raw KB | gzip KB |', '|---|---:|---:|---:|'];
  for (const [app, r] of byApp) lines.push(`| ${app} | ${r.files} | ${kb(r.raw)} | ${kb(r.gzip)} |`);
  const total = assets.reduce((s, a) => ({ raw: s.raw + a.raw, gzip: s.gzip + a.gzip }), { raw: 0, gzip: 0 });
  lines.push(`| **total** | ${assets.length} | ${kb(total.raw)} | ${kb(total.gzip)} |`);
  return lines.join('\n');
}

async function main() {
  const login = await measure('/login', false, 'input[type=password]');
  const home = await measure('/home', true, '[data-testid=home-page] [data-section]');
  const loginGzip = login.reduce((s, a) => s + a.gzip, 0);
  const homeGzip = home.reduce((s, a) => s + a.gzip, 0);
  const remotesOnLogin = login.filter((a) => a.app !== 'shell').length;
  const verdict = (ok: boolean) => (ok ? '**PASS**' : '**FAIL**');
  const report = [
    '## Bundle sizes (what the browser loads, gzip level 6)',
    '',
    table('/login (signed out)', login),
    '',
    table('/home (signed in)', home),
    '',
    '| budget | measured | result |',
    '|---|---|---|',
    `| /login ≤ ${LOGIN_BUDGET_KB} KB gzip JS+CSS | ${kb(loginGzip)} KB | ${verdict(loginGzip <= LOGIN_BUDGET_KB * 1024)} |`,
    `| /home ≤ ${HOME_BUDGET_KB} KB gzip JS+CSS | ${kb(homeGzip)} KB | ${verdict(homeGzip <= HOME_BUDGET_KB * 1024)} |`,
    `| no remote fetched for /login | ${remotesOnLogin} remote files | ${verdict(remotesOnLogin === 0)} |`,
    '',
    'Largest files on /login (gzip KB): ' + [...login].sort((a, b) => b.gzip - a.gzip).slice(0, 6).map((a) => `${a.url} ${kb(a.gzip)}`).join(', '),
  ].join('\n');
  console.log(report);
  const out = path.resolve(__dirname, '../results');
  mkdirSync(out, { recursive: true });
  writeFileSync(path.join(out, 'bundle.json'), JSON.stringify({ login, home, loginGzip, homeGzip, remotesOnLogin }, null, 2));
  writeFileSync(path.join(out, 'bundle.md'), `${report}\n`);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
