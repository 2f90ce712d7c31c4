// The e2e run's cost report (issue 16): each test file notes how many browser contexts it opened and the CPU its
// own process used; the runner (run.ts) adds the file's wall time and the CPU of Chromium, the server and the test
// processes, prints a table, and keeps it for the next run's order (heaviest file first).
import { appendFileSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';

/** One test file's line in the report. */
export interface FileCost { file: string; seconds: number; cpu: number; contexts: number; passed: boolean }

let contexts = 0;
let noted = false;

/** Counts the browser contexts opened on `browser`, and notes the file's cost when its process exits. */
export function countContexts(browser: Browser): Browser {
  const open = browser.newContext.bind(browser);
  browser.newContext = (options) => {
    contexts += 1;
    return open(options);
  };
  const target = process.env.E2E_REPORT_FILE;
  if (target && !noted) {
    noted = true;
    process.on('exit', () => {
      const { user, system } = process.cpuUsage();
      appendFileSync(target, `${JSON.stringify({ file: path.relative(path.resolve(__dirname, '..'), process.argv[1]), contexts, cpu: (user + system) / 1e6 })}\n`);
    });
  }
  return browser;
}

/** What the test files noted (one JSON line each), by file. */
export function readNotes(file: string): Map<string, { contexts: number; cpu: number }> {
  const notes = new Map<string, { contexts: number; cpu: number }>();
  let text: string;
  try { text = readFileSync(file, 'utf8'); } catch { return notes; }
  for (const line of text.split('\n').filter(Boolean)) {
    const note = JSON.parse(line) as { file: string; contexts: number; cpu: number };
    const seen = notes.get(note.file);
    notes.set(note.file, { contexts: (seen?.contexts ?? 0) + note.contexts, cpu: (seen?.cpu ?? 0) + note.cpu });
  }
  return notes;
}

const TICKS = 100; // USER_HZ on Linux
const procStat = (pid: number): { ppid: number; cpu: number } | null => {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    // utime, stime and the reaped children's cutime, cstime
    return { ppid: Number(fields[1]), cpu: (Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14])) / TICKS };
  } catch {
    return null;
  }
};

/** CPU seconds used so far by a process and every descendant still running or reaped (Linux /proc; 0 elsewhere). */
export function treeCpu(root: number): number {
  let pids: number[];
  try { pids = readdirSync('/proc').filter((d) => /^\d+$/.test(d)).map(Number); } catch { return 0; }
  const children = new Map<number, number[]>();
  const cpu = new Map<number, number>();
  for (const pid of pids) {
    const stat = procStat(pid);
    if (!stat) continue;
    cpu.set(pid, stat.cpu);
    children.set(stat.ppid, [...(children.get(stat.ppid) ?? []), pid]);
  }
  let sum = 0;
  const stack = [root];
  while (stack.length > 0) {
    const pid = stack.pop()!;
    sum += cpu.get(pid) ?? 0;
    stack.push(...(children.get(pid) ?? []));
  }
  return sum;
}
