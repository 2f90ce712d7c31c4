// Lighthouse (mobile emulation, simulated throttling, Debian Chromium) for /login and, signed in, /home, /todo,
// /calendar and /meeting-notes, RUNS times each.
// Playwright launches Chromium with a DevTools port and signs in by setting localStorage in the default profile;
// Lighthouse then connects to the same browser, so /home is audited signed in (storage reset is disabled).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { chromiumPath, launchChromium } from '../../e2e/src/chromium';
import { startServer } from '../../e2e/src/server';
import { registerUser, signInContext, type E2eUser } from '../../e2e/src/session';
import { writeResult } from '../lib/results';
import { resolver, sourceGroup } from '../lib/source-names';
import { selfTimes, startProfile, summarise } from '../lib/trace';
import { fmt, mdTable, repeat, spread, verdict } from '../lib/stats';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
/**
 * BENCH_PAGES=/todo,/meeting-notes audits only those; BENCH_LIGHTHOUSE=0 measures only the thread time (A/B);
 * LH_DUMP=<dir> keeps each Lighthouse report (JSON: its long tasks, network requests, main-thread breakdown).
 */
const ONLY = process.env.BENCH_PAGES?.split(',');
const LIGHTHOUSE = process.env.BENCH_LIGHTHOUSE !== '0';
const PROFILE = process.env.CPU_PROFILE === '1';
const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;
/** Issue 25: performance ≥ 95 and accessibility 100 on every page (best practices kept at ≥ 95). */
const TARGETS: Record<(typeof CATEGORIES)[number], number> = { performance: 95, accessibility: 100, 'best-practices': 95 };
const PAGES: { route: string; signedIn: boolean }[] = [
  { route: '/login', signedIn: false },
  ...['/home', '/todo', '/calendar', '/meeting-notes'].map((route) => ({ route, signedIn: true })),
].filter((p) => !ONLY || ONLY.includes(p.route));

export interface LhRun { scores: Record<string, number>; fcp: number; lcp: number; tbt: number; cls: number; failing: string[]; settings: string }

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

interface Browser { port: number; close(): Promise<void> }

/** A Chromium with a DevTools port; `user` set → its tokens are in localStorage for every later page. */
async function openBrowser(baseUrl: string, user: E2eUser | null): Promise<Browser> {
  const port = await freePort();
  const profile = mkdtempSync(path.join(tmpdir(), 'haru-lh-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath(),
    headless: true,
    args: [`--remote-debugging-port=${port}`, '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--lang=ko-KR'],
  });
  const page = context.pages()[0] ?? (await context.newPage());
  await page.goto(`${baseUrl}/login`);
  await page.evaluate((u) => {
    localStorage.clear();
    if (u) {
      localStorage.setItem('access_token', u.access_token);
      localStorage.setItem('refresh_token', u.refresh_token);
      localStorage.setItem('username', u.username);
    }
  }, user);
  await page.goto('about:blank');
  return {
    port,
    async close() {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

async function audit(url: string, port: number): Promise<LhRun> {
  const { default: lighthouse } = await import('lighthouse');
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES], disableStorageReset: true, locale: 'en-US' });
  if (!result) throw new Error('Lighthouse returned no result');
  const { lhr } = result;
  if (process.env.LH_DUMP) writeFileSync(path.join(process.env.LH_DUMP, `${new URL(url).pathname.slice(1) || 'root'}-${Date.now()}.json`), JSON.stringify(lhr));
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
  const scores = Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)]));
  const failing = CATEGORIES.flatMap((c) =>
    (lhr.categories[c]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 0.9)
      .map((ref) => `${c}: ${ref.id} (${lhr.audits[ref.id]?.displayValue ?? lhr.audits[ref.id]?.score})`),
  );
  const consoleErrors = ((lhr.audits['errors-in-console']?.details as { items?: { description?: string }[] } | undefined)?.items ?? []).map((i) => `console: ${String(i.description).slice(0, 160)}`);
  const num = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  const browser = /Chrome\/[\d.]+/.exec(lhr.environment.hostUserAgent)?.[0] ?? 'browser unknown';
  const settings = `${lhr.configSettings.formFactor}, ${lhr.configSettings.throttlingMethod} throttling, CPU slowdown ×${lhr.configSettings.throttling.cpuSlowdownMultiplier}, ${browser}, Lighthouse ${lhr.lighthouseVersion}, benchmark index ${lhr.environment.benchmarkIndex}`;
  return { scores, fcp: num('first-contentful-paint'), lcp: num('largest-contentful-paint'), tbt: num('total-blocking-time'), cls: num('cumulative-layout-shift'), failing: [...failing, ...consoleErrors], settings };
}

/** RUNS audits of one route in one browser (signed in or out). */
async function audits(baseUrl: string, route: string, user: E2eUser | null): Promise<LhRun[]> {
  const browser = await openBrowser(baseUrl, user);
  try {
    return await repeat(RUNS, () => audit(`${baseUrl}${route}`, browser.port));
  } finally {
    await browser.close();
  }
}

interface CpuRun { cpuMs: number; tbt4xMs: number; profile: [string, number][]; events: [string, number][] }

/** When each signed-in page's first screen is there (a user with no data): what the thread-time loads wait for. */
const READY: Record<string, (page: Page) => Promise<void>> = {
  '/home': (page) => page.getByTestId('home-page').locator('[data-section]').last().locator('section').waitFor({ timeout: 60_000 }),
  '/todo': (page) => page.getByText('할일이 없습니다').waitFor({ timeout: 60_000 }),
  '/calendar': (page) => page.locator('button[data-date]').first().waitFor({ timeout: 60_000 }),
  '/meeting-notes': (page) => page.getByText('회의록이 없습니다').waitFor({ timeout: 60_000 }),
};

/**
 * A check that other processes cannot skew: the renderer main thread's own CPU time (trace `tdur`, not wall time)
 * while a signed-in page loads at Lighthouse's mobile size, and the blocking time those tasks would add at ×4 CPU
 * (Σ max(0, 4 × cpu − 50 ms)). Lighthouse's TBT multiplies wall durations, which a loaded machine inflates.
 * CPU_PROFILE=1 also takes a V8 profile of each load (self time per function) and the trace's self time per event.
 */
async function pageCpu(baseUrl: string, user: E2eUser, route: string): Promise<CpuRun[]> {
  const browser = await launchChromium();
  try {
    return await repeat(RUNS, async () => {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 }, locale: 'ko-KR', timezoneId: 'Asia/Seoul' });
      await signInContext(context, user);
      const page = await context.newPage();
      await page.goto(`${baseUrl}/login`);
      const cdp = PROFILE ? await context.newCDPSession(page) : null;
      const stopProfile = cdp ? await startProfile(cdp) : null;
      await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] });
      await page.goto(`${baseUrl}${route}`);
      await READY[route](page);
      await page.waitForTimeout(1000);
      type Ev = { name: string; ph: string; pid: number; tid: number; ts: number; dur?: number; tdur?: number; args?: { name?: string } };
      const events = (JSON.parse((await browser.stopTracing()).toString('utf8')) as { traceEvents: Ev[] }).traceEvents;
      const profile = stopProfile ? selfTimes(await stopProfile(), 400) : [];
      await context.close();
      const main = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
      const cpu = events.filter((e) => e.ph === 'X' && e.name === 'RunTask' && e.pid === main?.pid && e.tid === main?.tid).map((e) => (e.tdur ?? 0) / 1000);
      return { cpuMs: cpu.reduce((a, b) => a + b, 0), tbt4xMs: cpu.reduce((a, c) => a + Math.max(0, 4 * c - 50), 0), profile, events: PROFILE ? summarise(events).mainSelf : [] };
    });
  } finally {
    await browser.close();
  }
}

/** CPU_PROFILE=1: where a page's load spends its main thread, by source package or folder and by function. */
function printProfile(route: string, runs: CpuRun[]) {
  const name = resolver();
  const mean = (rows: [string, number][]) => [...rows.reduce((m, [k, v]) => m.set(k, (m.get(k) ?? 0) + v / runs.length), new Map<string, number>()).entries()].sort((a, b) => b[1] - a[1]);
  const fns = mean(runs.flatMap((r) => r.profile.filter(([k]) => !k.startsWith('(idle)')).map(([k, v]) => [name(k), v] as [string, number])));
  const f1 = (n: number) => n.toFixed(1).padStart(7);
  console.log(`\n### ${route}: main thread per load (ms, mean of ${runs.length})`);
  console.log(`trace self time by event: ${mean(runs.flatMap((r) => r.events)).slice(0, 12).map(([k, v]) => `${k} ${v.toFixed(1)}`).join(' | ')}`);
  console.log('V8 self time by source:');
  for (const [k, v] of mean(fns.map(([k, v]) => [sourceGroup(k), v])).slice(0, 25)) console.log(`  ${f1(v)}  ${k}`);
  console.log('V8 self time by function:');
  for (const [k, v] of fns.slice(0, 30)) console.log(`  ${f1(v)}  ${k}`);
}

function section(route: string, runs: LhRun[]): { rows: (string | number)[][]; failing: string[] } {
  if (runs.length === 0) return { rows: [], failing: [] };
  const rows = CATEGORIES.map((c) => {
    const s = spread(runs.map((r) => r.scores[c]));
    return [`${route} ${c}`, fmt(s, 0), TARGETS[c] === 100 ? '100' : `≥ ${TARGETS[c]}`, verdict(s.median >= TARGETS[c])];
  });
  rows.push([`${route} FCP (ms)`, fmt(spread(runs.map((r) => r.fcp)), 0), '', '']);
  rows.push([`${route} LCP (ms)`, fmt(spread(runs.map((r) => r.lcp)), 0), '', '']);
  rows.push([`${route} TBT (ms)`, fmt(spread(runs.map((r) => r.tbt)), 0), '', '']);
  rows.push([`${route} CLS`, fmt(spread(runs.map((r) => r.cls)), 3), '', '']);
  return { rows, failing: [...new Set(runs.flatMap((r) => r.failing))] };
}

async function main() {
  const server = await startServer({ LOG_LEVEL: 'error' });
  try {
    const user = await registerUser(server.url, 'benchlh');
    const load = () => loadavg().map((l) => l.toFixed(1)).join(' ');
    const loadBefore = load();
    const measured: { route: string; runs: LhRun[] }[] = [];
    if (LIGHTHOUSE) for (const page of PAGES) measured.push({ route: page.route, runs: await audits(server.url, page.route, page.signedIn ? user : null) });
    const cpu: Record<string, CpuRun[]> = {};
    for (const page of PAGES) if (READY[page.route]) cpu[page.route] = await pageCpu(server.url, user, page.route);
    const sections = PAGES.map((p) => ({ route: p.route, ...section(p.route, measured.find((m) => m.route === p.route)?.runs ?? []) }));
    for (const x of sections) {
      const runs = cpu[x.route];
      if (!runs) continue;
      x.rows.push([`${x.route} main-thread CPU per load (ms, thread time)`, fmt(spread(runs.map((c) => c.cpuMs)), 0), '', '']);
      x.rows.push([`${x.route} blocking time at ×4 from thread time (ms)`, fmt(spread(runs.map((c) => c.tbt4xMs)), 0), '', '']);
    }
    const md = [
      '## Lighthouse (mobile emulation, simulated throttling, Debian Chromium headless)',
      '',
      `median (min–max) over ${RUNS} runs; targets on the median: performance ≥ ${TARGETS.performance}, accessibility ${TARGETS.accessibility}, best practices ≥ ${TARGETS['best-practices']}. Every page but /login is audited signed in (a user with no data). Settings: ${measured[0]?.runs[0]?.settings ?? 'Lighthouse not run (BENCH_LIGHTHOUSE=0)'}. Load average (1, 5, 15 min) ${loadBefore} at the start, ${load()} at the end. Lighthouse's simulated throttling multiplies the main-thread time it observes, so a loaded machine lowers TBT-driven performance scores. The thread-time rows are not skewed by other processes: the main thread's own CPU time while each signed-in page loads in Chromium at 412 × 823 (until its first screen is there, plus 1 s), and Σ max(0, 4 × task CPU − 50 ms).`,
      '',
      mdTable(['page / metric', 'measured', 'target', 'result'], sections.flatMap((x) => x.rows), ['---', '---:', '---', '---']),
      '',
      'Audits scoring below 0.9 in any run (weight > 0):',
      '',
      ...sections.flatMap((x) => x.failing.map((f) => `- ${x.route} ${f}`)),
    ].join('\n');
    console.log(md);
    if (PROFILE) for (const [route, runs] of Object.entries(cpu)) printProfile(route, runs);
    writeResult('lighthouse', { runs: RUNS, pages: measured, cpu: Object.fromEntries(Object.entries(cpu).map(([r, runs]) => [r, runs.map(({ cpuMs, tbt4xMs }) => ({ cpuMs, tbt4xMs }))])) }, md);
  } finally {
    await server.stop();
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
