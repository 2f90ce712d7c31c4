// Where the to-do screen's time goes with the 10,000-item user (issue 25): a Chrome trace (and optionally a V8 CPU
// profile) of the screens bench's scroll and of its completion clicks, summarised as CPU time per thread and per
// event, which the machine's load barely moves (unlike rAF frame times). Findings only, printed.
//   npm run screens:profile -w bench [-- <dir>]   <dir> keeps the seeded data and reuses it on the next run
//   PROFILE_RUNS (3), CPU_PROFILE=1 (adds the V8 profile's self time per function; PROFILE_DUMP=<dir> keeps each
//   .cpuprofile and trace), WEB_ROOT (another build's
//   folders, for an A/B of two builds on the same data), PROFILE_VIEW=row|card (the list's view; card by default, as the bench)
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { once } from 'node:events';
import type { Page } from 'playwright-core';
import { launchChromium, VIEWPORTS } from '../../e2e/src/chromium';
import { startServer } from '../../e2e/src/server';
import { signInContext } from '../../e2e/src/session';
import { register, relogin, userIdOf, type Session } from '../api/client';
import { seedDirect } from '../api/direct-seed';
import { resolver } from '../lib/source-names';
import { selfTimes, startProfile, startTrace, summarise, type TraceSummary } from '../lib/trace';
import { completionInteractions } from './interaction';

const RUNS = Number(process.env.PROFILE_RUNS ?? 3);
const CPU = process.env.CPU_PROFILE === '1';
const VIEW = process.env.PROFILE_VIEW === 'row' ? 'row' : 'card';
/** Which phases run: scroll, completion, skeleton (3 s of /todo with its first page held back: the loading skeletons). */
const PHASES = new Set((process.env.PROFILE_PHASES ?? 'scroll,completion,skeleton').split(','));
const keep = process.argv[2] ? path.resolve(process.argv[2]) : null;

const SCROLL = `new Promise((resolve) => {
  const deltas = [];
  let last = performance.now();
  const end = last + 3000;
  const tick = (now) => {
    deltas.push(now - last);
    last = now;
    window.scrollBy(0, 40);
    if (now < end) requestAnimationFrame(tick);
    else resolve(deltas.slice(1));
  };
  requestAnimationFrame(tick);
})`;

async function seeded(): Promise<{ dataDir: string; user: Session }> {
  const file = keep && path.join(keep, 'user.json');
  if (file && existsSync(file)) return { dataDir: keep as string, user: JSON.parse(readFileSync(file, 'utf8')) as Session };
  const dataDir = keep ?? mkdtempSync(path.join(tmpdir(), 'haru-profile-'));
  const first = await startServer({ LOG_LEVEL: 'error' }, dataDir);
  const user = await register(first.url, 'benchui');
  first.process.kill('SIGTERM');
  await once(first.process, 'exit');
  await seedDirect(dataDir, userIdOf(user.token), { todos: 10_000, meetings: 0, tasks: 0 });
  if (file) (await import('node:fs')).writeFileSync(file, JSON.stringify(user));
  return { dataDir, user };
}

const f1 = (n: number) => n.toFixed(1);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

function print(label: string, runs: TraceSummary[], extra: string) {
  console.log(`\n### ${label}: ${extra}`);
  console.log(`renderer main thread CPU ms per run: ${runs.map((r) => f1(r.mainCpu)).join(', ')} (median ${f1(median(runs.map((r) => r.mainCpu)))})`);
  const names = new Set(runs.flatMap((r) => Object.keys(r.threads)));
  const threads = [...names].map((n) => [n, median(runs.map((r) => r.threads[n] ?? 0))] as const).filter(([, v]) => v >= 5).sort((a, b) => b[1] - a[1]);
  console.log(`threads (median CPU ms): ${threads.map(([n, v]) => `${n} ${f1(v)}`).join(' | ')}`);
  const events = new Set(runs.flatMap((r) => r.mainSelf.slice(0, 15).map(([n]) => n)));
  const rows = [...events].map((n) => [n, median(runs.map((r) => r.mainSelf.find(([k]) => k === n)?.[1] ?? 0))] as const).sort((a, b) => b[1] - a[1]).slice(0, 14);
  console.log(`main thread self CPU ms by event (median): ${rows.map(([n, v]) => `${n} ${f1(v)}`).join(' | ')}`);
}

function printProfile(label: string, profiles: [string, number][][], name: (k: string) => string) {
  const totals = new Map<string, number>();
  for (const p of profiles) for (const [k, v] of p) totals.set(name(k), (totals.get(name(k)) ?? 0) + v / profiles.length);
  console.log(`${label} V8 self time per function (ms per run, mean):`);
  for (const [k, v] of [...totals.entries()].sort((a, b) => b[1] - a[1]).slice(0, 25)) console.log(`  ${f1(v).padStart(7)}  ${k}`);
}

async function traced<T>(page: Page, work: () => Promise<T>): Promise<{ result: T; trace: TraceSummary; profile: [string, number][] }> {
  const cdp = await page.context().newCDPSession(page);
  const stopProfile = CPU ? await startProfile(cdp) : null;
  const stopTrace = await startTrace(cdp);
  const result = await work();
  const events = await stopTrace();
  if (process.env.PROFILE_DUMP) writeFileSync(path.join(process.env.PROFILE_DUMP, `${Date.now()}.trace.json`), JSON.stringify(events));
  const raw = stopProfile ? await stopProfile() : null;
  if (raw && process.env.PROFILE_DUMP) writeFileSync(path.join(process.env.PROFILE_DUMP, `${Date.now()}.cpuprofile`), JSON.stringify(raw));
  const profile = raw ? selfTimes(raw, 60) : [];
  await cdp.detach();
  return { result, trace: summarise(events), profile };
}

async function main() {
  const { dataDir, user: seededUser } = await seeded();
  const runDir = mkdtempSync(path.join(tmpdir(), 'haru-profile-run-'));
  cpSync(dataDir, runDir, { recursive: true });
  // Replaying the 10,000 to-dos' journal takes a while on a busy machine.
  const server = await startServer({ LOG_LEVEL: 'error' }, runDir, 240_000);
  const browser = await launchChromium();
  const scroll: TraceSummary[] = [];
  const clicks: TraceSummary[] = [];
  const skeleton: TraceSummary[] = [];
  const frames: number[][] = [];
  const inp: number[][] = [];
  const scrollProfiles: [string, number][][] = [];
  const clickProfiles: [string, number][][] = [];
  try {
    const user = await relogin(server.url, seededUser);
    const login = await fetch(`${server.url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: user.username, password: user.password }) });
    const tokens = (await login.json()) as { access_token: string; refresh_token: string };
    for (let i = 0; i < RUNS; i++) {
      const context = await browser.newContext({ viewport: VIEWPORTS.desktop, locale: 'ko-KR', timezoneId: 'Asia/Seoul' });
      await signInContext(context, { ...user, email: '', ...tokens });
      await context.addInitScript((v) => { localStorage.setItem('haru.todo.view', v); }, VIEW);
      // PROFILE_CSS: a style sheet added to every page, to try a CSS change without a build.
      if (process.env.PROFILE_CSS) {
        await context.addInitScript((css) => {
          document.addEventListener('DOMContentLoaded', () => { const s = document.createElement('style'); s.textContent = css; document.head.append(s); });
        }, process.env.PROFILE_CSS);
      }
      const page = await context.newPage();
      const open = async () => {
        await page.goto(`${server.url}/todo`);
        await page.locator('[role="listitem"]').first().waitFor({ timeout: 60_000 });
        await page.waitForTimeout(500);
      };
      if (PHASES.has('scroll')) {
        await open();
        const s = await traced(page, () => page.evaluate(SCROLL) as Promise<number[]>);
        scroll.push(s.trace);
        frames.push(s.result);
        scrollProfiles.push(s.profile);
      }
      if (PHASES.has('completion')) {
        await open();
        const c = await traced(page, () => completionInteractions(page, server.url, { navigate: false }));
        clicks.push(c.trace);
        inp.push(c.result);
        clickProfiles.push(c.profile);
      }
      await context.close();
      if (PHASES.has('skeleton')) {
        // The first page never answers: the list's loading skeletons stay on screen. The service worker is kept
        // out so that the request reaches the route.
        const held = await browser.newContext({ viewport: VIEWPORTS.desktop, locale: 'ko-KR', timezoneId: 'Asia/Seoul', serviceWorkers: 'block' });
        await signInContext(held, { ...user, email: '', ...tokens });
        const still = await held.newPage();
        await still.route(/\/api\/todos\?/, () => undefined);
        await still.goto(`${server.url}/todo`);
        await still.getByTestId('skeleton').first().waitFor({ timeout: 60_000 });
        await still.waitForTimeout(500);
        skeleton.push((await traced(still, () => still.waitForTimeout(3000))).trace);
        await held.close();
      }
    }
  } finally {
    await browser.close();
    await server.stop();
    if (!keep) rmSync(dataDir, { recursive: true, force: true });
  }
  const p95 = frames.map((d) => [...d].sort((a, b) => a - b)[Math.floor(0.95 * d.length)]);
  console.log(`## to-do screen profile, view ${VIEW}, ${RUNS} runs, WEB_ROOT ${process.env.WEB_ROOT ?? '(this tree)'}, load average ${loadavg().map((l) => l.toFixed(1)).join(' ')}`);
  // Fewer frames on a busy machine mean less scrolling and less work: per frame (40 px each) compares runs.
  const perFrame = scroll.map((r, i) => r.mainCpu / frames[i].length);
  if (scroll.length) print('scroll 3 s', scroll, `frames ${frames.map((d) => d.length).join(', ')}; p95 ${p95.map(f1).join(', ')} ms; over 20 ms ${frames.map((d) => d.filter((x) => x > 20).length).join(', ')}; main thread CPU per frame ${perFrame.map((x) => x.toFixed(2)).join(', ')} ms (median ${median(perFrame).toFixed(2)})`);
  if (clicks.length) print('10 completion clicks', clicks, `INP per click (ms) ${inp.map((r) => r.join(' ')).join(' / ')}`);
  if (skeleton.length) print('3 s of loading skeletons', skeleton, 'nothing else on screen moves');
  if (CPU) {
    const name = resolver();
    printProfile('scroll', scrollProfiles, name);
    printProfile('completion clicks', clickProfiles, name);
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
