// CPU seconds (user + system) of each thread of one process, from /proc/<pid>/task (Linux), with the thread's name.
import { readdirSync, readFileSync } from 'node:fs';

const TICKS = 100; // USER_HZ on Linux

export function threadCpu(pid: number): Map<number, { name: string; seconds: number }> {
  const out = new Map<number, { name: string; seconds: number }>();
  let tids: string[];
  try {
    tids = readdirSync(`/proc/${pid}/task`);
  } catch {
    return out;
  }
  for (const tid of tids) {
    try {
      const text = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8');
      const name = text.slice(text.indexOf('(') + 1, text.lastIndexOf(')'));
      const f = text.slice(text.lastIndexOf(')') + 2).split(' ');
      out.set(Number(tid), { name, seconds: (Number(f[11]) + Number(f[12])) / TICKS });
    } catch {
      // the thread ended meanwhile
    }
  }
  return out;
}
