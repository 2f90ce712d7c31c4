// The 10,000-item user in Chromium: the to-do list's first render and frame times while scrolling (rAF deltas),
// and the calendar's month and week switch in script time (CDP Performance.getMetrics ScriptDuration before/after).
import type { CDPSession, Page, Request } from 'playwright-core';
import { launchChromium, VIEWPORTS } from '../../e2e/src/chromium';
import { startServer } from '../../e2e/src/server';
import { signInContext } from '../../e2e/src/session';
import { once } from 'node:events';
import { available, register, relogin, userIdOf } from '../api/client';
import { seedDirect } from '../api/direct-seed';
import { writeResult } from '../lib/results';
import { fmt, mdTable, spread, verdict, type Spread } from '../lib/stats';
import { completionInteractions } from './interaction';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const TODOS = Number(process.env.BENCH_SCREEN_TODOS ?? 10_000);
const MEETINGS = 2_000;
const SCROLL_MS = 3_000;
const MONTH_SWITCHES = Number(process.env.BENCH_SWITCHES ?? 4);
/** Which measures run (`BENCH_SCREENS=week,month`): scroll, completion, month, week; all by default. */
const MEASURES = new Set((process.env.BENCH_SCREENS ?? 'scroll,completion,month,week').split(',').map((s) => s.trim()));

interface ScrollRun { firstRenderMs: number; frames: number; p50: number; p95: number; max: number; over50: number; domItems: number; scrolledPx: number }

/**
 * Scrolls the window 40 px per frame for `ms` and records every requestAnimationFrame delta. A string, not a
 * function: tsx's keepNames would wrap inner functions in a `__name` helper the page does not have.
 */
function scrollFrames(page: Page, ms: number): Promise<{ deltas: number[]; scrolled: number; domItems: number }> {
  return page.evaluate(`new Promise((resolve) => {
    const deltas = [];
    const startY = window.scrollY;
    let last = performance.now();
    const end = last + ${ms};
    const tick = (now) => {
      deltas.push(now - last);
      last = now;
      window.scrollBy(0, 40);
      if (now < end) requestAnimationFrame(tick);
      else resolve({ deltas: deltas.slice(1), scrolled: window.scrollY - startY, domItems: document.querySelectorAll('[role="listitem"]').length });
    };
    requestAnimationFrame(tick);
  })`);
}

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

async function todoScroll(page: Page, baseUrl: string): Promise<ScrollRun> {
  const t = Date.now();
  await page.goto(`${baseUrl}/todo`);
  await page.locator('[role="listitem"]').first().waitFor({ timeout: 60_000 });
  const firstRenderMs = Date.now() - t;
  await page.waitForTimeout(500);
  const { deltas, scrolled, domItems } = await scrollFrames(page, SCROLL_MS);
  const sorted = [...deltas].sort((a, b) => a - b);
  return { firstRenderMs, frames: deltas.length, p50: pct(sorted, 50), p95: pct(sorted, 95), max: sorted[sorted.length - 1], over50: deltas.filter((d) => d > 50).length, domItems, scrolledPx: scrolled };
}

async function scriptMs(cdp: CDPSession): Promise<number> {
  const { metrics } = (await cdp.send('Performance.getMetrics')) as { metrics: { name: string; value: number }[] };
  return (metrics.find((m) => m.name === 'ScriptDuration')?.value ?? 0) * 1000;
}

/**
 * Script time of each click on `next` ('다음 달' in the month view, '다음 주' in the week view) until the new period's
 * events are drawn (two frames after the title changed, and after the calendar's answer when the switch asked for one).
 */
async function periodSwitches(page: Page, baseUrl: string, view: 'month' | 'week', next: string): Promise<number[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  await page.goto(`${baseUrl}/calendar?view=${view}`);
  const title = page.getByTestId('month-title');
  await title.waitFor({ timeout: 60_000 });
  await page.waitForLoadState('networkidle');
  const out: number[] = [];
  for (let i = 0; i < MONTH_SWITCHES; i++) {
    const before = await title.textContent();
    // A switch that needs the calendar's API (another month's range) is drawn when its answer is; one inside the
    // range already loaded (most week switches) asks nothing and is drawn at once. Waiting for an answer that never
    // comes (30 s) counted that half minute's timers and polls as the switch's script.
    const responses: Promise<unknown>[] = [];
    const onRequest = (r: Request) => { if (r.url().includes('/api/calendar')) responses.push(r.response()); };
    // The button is found before the clock starts: Playwright's role query walks the whole page's accessibility
    // tree in the page's own script, which is the harness's time, not the app's.
    const button = await page.getByRole('button', { name: next }).elementHandle();
    page.on('request', onRequest);
    const s0 = await scriptMs(cdp);
    await button.click();
    await page.waitForFunction((b) => document.querySelector('[data-testid="month-title"]')?.textContent !== b, before);
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    // The app's request is reported on this connection before the frames above: if there was one, it is known now.
    if (responses.length > 0) {
      await Promise.all(responses);
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    }
    out.push((await scriptMs(cdp)) - s0);
    page.off('request', onRequest);
  }
  await cdp.detach();
  return out;
}

const row = (label: string, s: Spread, target = '', ok?: boolean) => [label, fmt(s), target, ok === undefined ? '' : verdict(ok)];

async function main() {
  // Seeded like the API benchmark's big user: registered over HTTP, data written through the API's services
  // with the server stopped (bench/api/direct-seed.ts), then the server restarted on the same data directory.
  const first = await startServer({ LOG_LEVEL: 'error' });
  const registered = await register(first.url, 'benchui');
  first.process.kill('SIGTERM');
  await once(first.process, 'exit');
  await seedDirect(first.dataDir, userIdOf(registered.token), { todos: TODOS, meetings: MEETINGS, tasks: 0 });
  const server = await startServer({ LOG_LEVEL: 'error' }, first.dataDir);
  const browser = await launchChromium();
  try {
    const user = await relogin(server.url, registered);
    const hasTodos = await available(user, '/api/todos');
    const hasCalendar = await available(user, '/api/calendar?from=2026-01-01&to=2026-01-31');
    const login = await fetch(`${server.url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: user.username, password: user.password }) });
    const tokens = (await login.json()) as { access_token: string; refresh_token: string };
    const scroll: ScrollRun[] = [];
    const months: number[] = [];
    const weeks: number[] = [];
    const completions: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const context = await browser.newContext({ viewport: VIEWPORTS.desktop, locale: 'ko-KR', timezoneId: 'Asia/Seoul' });
      await signInContext(context, { ...user, email: '', ...tokens });
      const page = await context.newPage();
      if (hasTodos && MEASURES.has('scroll')) scroll.push(await todoScroll(page, server.url));
      if (hasTodos && MEASURES.has('completion')) completions.push(...(await completionInteractions(page, server.url)));
      if (hasCalendar && MEASURES.has('month')) months.push(...(await periodSwitches(page, server.url, 'month', '다음 달')));
      if (hasCalendar && MEASURES.has('week')) weeks.push(...(await periodSwitches(page, server.url, 'week', '다음 주')));
      await context.close();
    }
    const s = (f: (r: ScrollRun) => number) => spread(scroll.map(f));
    const monthS = spread(months);
    const weekS = spread(weeks);
    const skipped = (what: string, reason: string) => [[what, reason, '', 'not measured']];
    const rows = [
      ...(scroll.length
        ? [
            row('to-do list first render (navigation → first item, ms)', s((r) => r.firstRenderMs)),
            row('scroll frame time p50 (ms)', s((r) => r.p50)),
            // Issue 25: p95 ≤ 16.7 ms (60 fps). A frame drawn on its vsync measures 16.6–16.8 ms by rAF, one that missed it
            // 33.3 ms, so ≤ 18.4 (16.7 + 10 %) tells "every frame but the slowest 5 % on time" from "dropped frames".
            row('scroll frame time p95 (ms)', s((r) => r.p95), '≤ 16.7 (60 fps; a vsync tick reads 16.6–16.8)', s((r) => r.p95).median <= 18.4),
            row('scroll frame time max (ms)', s((r) => r.max)),
            row('frames over 50 ms per run', s((r) => r.over50), '0 (smooth)', s((r) => r.over50).median === 0),
            row('list items in the DOM while scrolling', s((r) => r.domItems), `< ${TODOS} (virtualised)`, s((r) => r.domItems).max < TODOS),
            row('pixels scrolled in 3 s', s((r) => r.scrolledPx)),
          ]
        : skipped('to-do list screen', hasTodos ? 'not selected (BENCH_SCREENS)' : 'to-dos API not on this build')),
      ...(completions.length
        ? [row(`completing a to-do: interaction to next paint (ms, ${completions.length} clicks; max is the worst)`, spread(completions), '≤ 100 ms', spread(completions).max <= 100)]
        : skipped('completing a to-do', hasTodos ? 'not selected (BENCH_SCREENS)' : 'to-dos API not on this build')),
      ...(months.length
        ? [row(`calendar month switch script time (ms, ${months.length} switches)`, monthS, '≤ 50 ms', monthS.median <= 50)]
        : skipped('calendar month switch', hasCalendar ? 'not selected (BENCH_SCREENS)' : 'calendar not on this build')),
      ...(weeks.length
        ? [row(`calendar week switch script time (ms, ${weeks.length} switches)`, weekS, '≤ 50 ms', weekS.median <= 50)]
        : skipped('calendar week switch', hasCalendar ? 'not selected (BENCH_SCREENS)' : 'calendar not on this build')),
    ];
    const md = [
      `## Screens with ${TODOS.toLocaleString('en')} to-dos and ${MEETINGS.toLocaleString('en')} meetings (Chromium headless, 1440 × 900)`,
      '',
      `median (min–max) over ${RUNS} runs (month switch: over every switch). Frame times are requestAnimationFrame deltas while the window scrolls 40 px per frame for ${SCROLL_MS / 1000} s; 16.7 ms is 60 fps. Month/week switch = CDP ScriptDuration from the click on 다음 달 / 다음 주 until the new period's events are drawn.`,
      '',
      mdTable(['measure', 'measured', 'target', 'result'], rows, ['---', '---:', '---', '---']),
    ].join('\n');
    console.log(md);
    // A run of some measures only writes its own file, so it never replaces the whole report's numbers.
    writeResult(MEASURES.size === 4 ? 'screens' : `screens-${[...MEASURES].join('-')}`, { runs: RUNS, todos: TODOS, scroll, months, weeks, completions }, md);
  } finally {
    await browser.close();
    await server.stop();
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
