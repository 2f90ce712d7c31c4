// The request waterfall before a screen's content (issue 25): for /home, /todo, /calendar, /meeting-notes and /wbs,
// signed in, each a cold load in a fresh browser context (no HTTP cache, no service worker yet), every request the
// page makes is read from CDP Network events. The critical chain is the longest sequence of requests in which each
// starts only after the previous one finished; it is counted after the HTML, up to and including the screen's first
// data request (its API call), whose end is the earliest moment its content can draw.
import type { CDPSession } from 'playwright-core';
import { launchChromium, VIEWPORTS } from '../../e2e/src/chromium';
import { startServer } from '../../e2e/src/server';
import { registerUser } from '../../e2e/src/session';
import { signInContext } from '../../e2e/src/session';
import { writeResult } from '../lib/results';
import { fmt, mdTable, spread, verdict } from '../lib/stats';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
/** Issue 25: no waterfall of more than 3 sequential requests (after the HTML) before content. */
const MAX_CHAIN = 3;
/** Each screen and the API call that fills it. */
const SCREENS: { route: string; data: RegExp }[] = [
  { route: '/home', data: /\/api\/user\/home-screen-layout/ },
  { route: '/todo', data: /\/api\/todos/ },
  { route: '/calendar', data: /\/api\/calendar/ },
  { route: '/meeting-notes', data: /\/api\/meetings/ },
  { route: '/wbs', data: /\/api\/wbs\/projects/ },
];

/** Requests no content waits for: the icon, the web manifest and the other API calls (the shell's own). */
const NOT_CONTENT = /^\/(favicon\.svg|manifest\.webmanifest|icon-\d+\.png|api\/.*)$/;

export interface Req { url: string; start: number; end: number }
export interface WaterfallRun { chain: string[]; depth: number; dataEndMs: number; registryEndMs: number; registryInPage: boolean; remoteEntryStartMs: number }

/** Records every request of the page: start and end in ms from the document request's start. */
async function record(cdp: CDPSession): Promise<() => Req[]> {
  const open = new Map<string, Req>();
  const done: Req[] = [];
  cdp.on('Network.requestWillBeSent', (e: { requestId: string; request: { url: string }; timestamp: number }) => {
    open.set(e.requestId, { url: e.request.url, start: e.timestamp * 1000, end: Infinity });
  });
  const finish = (e: { requestId: string; timestamp: number }) => {
    const r = open.get(e.requestId);
    if (r) done.push({ ...r, end: e.timestamp * 1000 });
    open.delete(e.requestId);
  };
  cdp.on('Network.loadingFinished', finish);
  cdp.on('Network.loadingFailed', finish);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  return () => {
    const all = [...done].sort((a, b) => a.start - b.start);
    const t0 = all[0]?.start ?? 0;
    return all.map((r) => ({ ...r, start: r.start - t0, end: r.end - t0 }));
  };
}

/** The longest chain of requests, each starting at or after the previous one's end, that ends with `last`. */
export function criticalChain(requests: Req[], last: Req): Req[] {
  const sorted = requests.filter((r) => r.end <= last.start || r === last).sort((a, b) => a.start - b.start);
  const best = new Map<Req, Req[]>();
  for (const r of sorted) {
    let longest: Req[] = [];
    for (const p of sorted) if (p !== r && p.end <= r.start && (best.get(p)?.length ?? 0) > longest.length) longest = best.get(p)!;
    best.set(r, [...longest, r]);
  }
  return best.get(last) ?? [last];
}

const short = (url: string) => new URL(url).pathname.replace(/\.[0-9a-f]{8}\./, '.').replace(/^\/remotes\//, '');

async function measure(baseUrl: string, route: string, data: RegExp, user: Awaited<ReturnType<typeof registerUser>>, browser: Awaited<ReturnType<typeof launchChromium>>): Promise<WaterfallRun> {
  const context = await browser.newContext({ viewport: VIEWPORTS.desktop, locale: 'ko-KR', timezoneId: 'Asia/Seoul', serviceWorkers: 'block' });
  await signInContext(context, user);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const requests = await record(cdp);
  const response = page.waitForResponse((r) => data.test(r.url()) && r.request().method() === 'GET', { timeout: 60_000 });
  await page.goto(`${baseUrl}${route}`);
  await (await response).finished();
  await page.waitForTimeout(300);
  const all = requests();
  await context.close();
  const first = all.find((r) => data.test(r.url));
  if (!first) throw new Error(`${route}: no data request seen`);
  const content = all.filter((r) => r === first || !NOT_CONTENT.test(new URL(r.url).pathname));
  const chain = criticalChain(content, first).slice(1); // after the HTML
  // The registry: /remotes.json, or the page itself when the server wrote the registry into it (issue 25), in which
  // case the remote has to start before main.js has arrived to load in parallel with the shell.
  const registry = all.find((r) => r.url.endsWith('/remotes.json'));
  const mainJs = all.find((r) => /\/main\.[0-9a-f]{8}\.js$/.test(r.url));
  const entry = all.find((r) => /\/remotes\/[^/]+\/(mf-manifest\.json|remoteEntry\.js)$/.test(r.url));
  return {
    chain: chain.map((r) => short(r.url)),
    depth: chain.length,
    dataEndMs: first.end,
    registryEndMs: registry?.end ?? mainJs?.end ?? NaN,
    registryInPage: !registry,
    remoteEntryStartMs: entry?.start ?? NaN,
  };
}

async function main() {
  const server = await startServer({ LOG_LEVEL: 'error' });
  const browser = await launchChromium();
  try {
    const user = await registerUser(server.url, 'benchwf');
    const measured: { route: string; runs: WaterfallRun[] }[] = [];
    for (const s of SCREENS) {
      const runs: WaterfallRun[] = [];
      for (let i = 0; i < RUNS; i++) runs.push(await measure(server.url, s.route, s.data, user, browser));
      measured.push({ route: s.route, runs });
    }
    const rows = measured.flatMap(({ route, runs }) => {
      const depth = spread(runs.map((r) => r.depth));
      const parallel = runs.every((r) => r.remoteEntryStartMs < r.registryEndMs);
      return [
        [`${route} sequential requests after the HTML up to its data`, fmt(depth, 0), `≤ ${MAX_CHAIN}`, verdict(depth.median <= MAX_CHAIN)],
        [`${route} remote's first request starts before the registry ends (in the page: before main.js ends)`, runs.map((r) => `${r.remoteEntryStartMs.toFixed(0)} vs ${r.registryEndMs.toFixed(0)} ms${r.registryInPage ? ' (in the page)' : ''}`).join('; '), 'in parallel', verdict(parallel)],
        [`${route} data response ended (ms from navigation)`, fmt(spread(runs.map((r) => r.dataEndMs)), 0), '', ''],
      ];
    });
    const chains = measured.map(({ route, runs }) => `- ${route}: ${runs[0].chain.join(' → ')}`);
    const md = [
      '## Request waterfall before content (Chromium headless, cold load, signed in, no service worker)',
      '',
      `median (min–max) over ${RUNS} cold loads per screen. Counted from CDP Network events: the longest chain of requests in which each starts only after the previous one finished, after the HTML, ending with the screen's first data request (the API call its content needs); the icon, the web manifest and the shell's other API calls are left out (nothing waits for them). Requests that start late only because the CPU was busy count too, so on a loaded machine this is an upper bound. "Remote's first request" is the route's mf-manifest.json (or remoteEntry.js); the registry is /remotes.json, or the page itself when the server writes the registry into it (then the remote must start before main.js has arrived).`,
      '',
      mdTable(['measure', 'measured', 'target', 'result'], rows, ['---', '---:', '---', '---']),
      '',
      'The chain of the first run per screen:',
      '',
      ...chains,
    ].join('\n');
    console.log(md);
    writeResult('waterfall', { runs: RUNS, screens: measured }, md);
  } finally {
    await browser.close();
    await server.stop();
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
