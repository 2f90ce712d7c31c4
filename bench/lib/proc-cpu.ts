// CPU seconds (user + system) of a process and all its descendants, from /proc (Linux): what a server used during
// a phase, independent of how busy the rest of the machine was. Processes that exit meanwhile are not counted.
import { readdirSync, readFileSync } from 'node:fs';

const TICKS = 100; // USER_HZ on Linux

function stat(pid: number): { ppid: number; ticks: number } | null {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces) start after the last ')'.
    const f = text.slice(text.lastIndexOf(')') + 2).split(' ');
    return { ppid: Number(f[1]), ticks: Number(f[11]) + Number(f[12]) };
  } catch {
    return null;
  }
}

/** CPU seconds of `root` and every live descendant; NaN where /proc is missing. */
export function treeCpuSeconds(root: number): number {
  let pids: number[];
  try {
    pids = readdirSync('/proc').filter((d) => /^\d+$/.test(d)).map(Number);
  } catch {
    return NaN;
  }
  const all = new Map(pids.map((p) => [p, stat(p)] as const));
  const inTree = new Set([root]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const [pid, s] of all) {
      if (s && !inTree.has(pid) && inTree.has(s.ppid)) {
        inTree.add(pid);
        grew = true;
      }
    }
  }
  let ticks = 0;
  for (const pid of inTree) ticks += all.get(pid)?.ticks ?? 0;
  return ticks / TICKS;
}
