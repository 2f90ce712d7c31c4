// A Chrome trace (CDP Tracing) of one page, summarised as CPU time: per thread (top-level tasks' thread time,
// `tdur`, which other processes on the machine barely move) and, on the renderer's main thread, self time per
// event name (script, style, layout, paint…). Findings only (bench/web/screens-profile.ts).
import type { CDPSession } from 'playwright-core';

interface TraceEvent { name: string; ph: string; pid: number; tid: number; ts: number; dur?: number; tdur?: number; args?: { name?: string } }

/** TRACE_CATEGORIES adds categories (e.g. disabled-by-default-devtools.timeline.invalidationTracking). */
const CATEGORIES = ['toplevel', 'devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'blink', 'cc', 'gpu', 'viz', process.env.TRACE_CATEGORIES ?? ''].filter(Boolean).join(',');
const TOP_LEVEL = new Set(['RunTask', 'ThreadControllerImpl::RunTask', 'ThreadPool_RunTask']);

export async function startTrace(cdp: CDPSession): Promise<() => Promise<TraceEvent[]>> {
  const events: TraceEvent[] = [];
  const onData = (e: { value: object[] }) => { events.push(...(e.value as TraceEvent[])); };
  cdp.on('Tracing.dataCollected', onData);
  await cdp.send('Tracing.start', { transferMode: 'ReportEvents', traceConfig: { includedCategories: CATEGORIES.split(',') } } as never);
  return async () => {
    const done = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
    await cdp.send('Tracing.end');
    await done;
    cdp.off('Tracing.dataCollected', onData);
    return events;
  };
}

export interface TraceSummary {
  /** Thread time of top-level tasks per "process/thread" name, ms. */
  threads: Record<string, number>;
  /** The renderer main thread's top-level thread time, ms. */
  mainCpu: number;
  /** Self thread time per event name on the renderer main thread, ms (largest first). */
  mainSelf: [string, number][];
}

const ms = (us: number | undefined) => (us ?? 0) / 1000;

export function summarise(events: TraceEvent[]): TraceSummary {
  const threadName = new Map<string, string>();
  const processName = new Map<number, string>();
  for (const e of events) {
    if (e.ph !== 'M') continue;
    if (e.name === 'thread_name') threadName.set(`${e.pid}:${e.tid}`, e.args?.name ?? '?');
    if (e.name === 'process_name') processName.set(e.pid, e.args?.name ?? '?');
  }
  const complete = events.filter((e) => e.ph === 'X' && e.dur !== undefined).sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const byThread = new Map<string, TraceEvent[]>();
  for (const e of complete) {
    const key = `${e.pid}:${e.tid}`;
    let list = byThread.get(key);
    if (!list) byThread.set(key, (list = []));
    list.push(e);
  }
  const threads: Record<string, number> = {};
  let main: { key: string; cpu: number } = { key: '', cpu: -1 };
  for (const [key, list] of byThread) {
    let cpu = 0;
    let end = -1;
    for (const e of list) {
      if (!TOP_LEVEL.has(e.name) || e.ts < end) continue;
      cpu += ms(e.tdur);
      end = e.ts + (e.dur ?? 0);
    }
    const name = `${processName.get(Number(key.split(':')[0])) ?? '?'}/${threadName.get(key) ?? key}`.replace(/\d+$/, '');
    threads[name] = (threads[name] ?? 0) + cpu;
    if (threadName.get(key) === 'CrRendererMain' && cpu > main.cpu) main = { key, cpu };
  }
  const self = new Map<string, number>();
  const stack: { e: TraceEvent; children: number }[] = [];
  const close = (upTo: number) => {
    while (stack.length > 0 && stack[stack.length - 1].e.ts + (stack[stack.length - 1].e.dur ?? 0) <= upTo) {
      const { e, children } = stack.pop() as { e: TraceEvent; children: number };
      self.set(e.name, (self.get(e.name) ?? 0) + Math.max(0, ms(e.tdur) - children));
      if (stack.length > 0) stack[stack.length - 1].children += ms(e.tdur);
    }
  };
  for (const e of byThread.get(main.key) ?? []) {
    close(e.ts);
    if (e.tdur === undefined) continue;
    stack.push({ e, children: 0 });
  }
  close(Number.POSITIVE_INFINITY);
  const mainSelf = [...self.entries()].sort((a, b) => b[1] - a[1]);
  return { threads, mainCpu: Math.max(0, main.cpu), mainSelf };
}

interface ProfileNode { id: number; callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number }; children?: number[] }
interface Profile { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] }

/** A V8 CPU profile's self time per function (name, file, line), ms, largest first. */
export function selfTimes(profile: Profile, top = 25): [string, number][] {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const totals = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const node = byId.get(id);
    if (!node) return;
    const { functionName, url, lineNumber, columnNumber } = node.callFrame;
    const file = url.split('/').slice(-2).join('/');
    const key = `${functionName || '(anonymous)'} ${file}:${lineNumber + 1}:${columnNumber + 1}`;
    totals.set(key, (totals.get(key) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
  });
  return [...totals.entries()].sort((a, b) => b[1] - a[1]).slice(0, top);
}

export async function startProfile(cdp: CDPSession): Promise<() => Promise<Profile>> {
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  return async () => ((await cdp.send('Profiler.stop')) as unknown as { profile: Profile }).profile;
}
