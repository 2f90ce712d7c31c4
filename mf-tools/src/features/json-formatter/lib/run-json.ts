import { processJson, type JsonResult, type JsonTask } from '../../shared/lib/process-json';

/** Above this many characters the work moves to a Web Worker so typing and scrolling stay smooth. */
export const WORKER_THRESHOLD = 200_000;

let workerUrl: string | null = null;

function workerSource(): string {
  return `const processJson = ${processJson.toString()};\nself.onmessage = (e) => self.postMessage(processJson(e.data));`;
}

function createWorker(): Worker | null {
  if (typeof Worker === 'undefined' || typeof Blob === 'undefined' || typeof URL.createObjectURL !== 'function') return null;
  try {
    workerUrl ??= URL.createObjectURL(new Blob([workerSource()], { type: 'text/javascript' }));
    return new Worker(workerUrl);
  } catch {
    return null; // e.g. a CSP without blob: workers: fall back to the main thread
  }
}

export type RunMode = 'worker' | 'main';

/** Runs a task: large inputs in a fresh Blob worker (terminated after), small ones (or no worker) inline. */
export function runJson(task: JsonTask): Promise<JsonResult & { mode: RunMode }> {
  const worker = task.text.length >= WORKER_THRESHOLD ? createWorker() : null;
  if (!worker) {
    // Yield one frame first so the busy state paints before the (short) synchronous work.
    return new Promise((resolve) => setTimeout(() => resolve({ ...processJson(task), mode: 'main' }), 0));
  }
  return new Promise((resolve) => {
    worker.onmessage = (e: MessageEvent<JsonResult>) => {
      worker.terminate();
      resolve({ ...e.data, mode: 'worker' });
    };
    worker.onerror = (e) => {
      e.preventDefault();
      worker.terminate();
      resolve({ ...processJson(task), mode: 'main' });
    };
    worker.postMessage(task);
  });
}
