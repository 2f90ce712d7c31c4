// One request on a given keep-alive agent (one agent per virtual connection), timed, body read only when asked.
import http from 'node:http';

export interface Reply { status: number; ms: number; body?: unknown }
export interface Call { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; path: string; token?: string; body?: unknown; read?: boolean }

/** `agent: false` opens a connection of its own: with API_WORKERS the primary hands each to the next process. */
export function send(base: string, agent: http.Agent | false, c: Call): Promise<Reply> {
  const payload = c.body === undefined ? undefined : Buffer.from(JSON.stringify(c.body));
  const headers: http.OutgoingHttpHeaders = payload ? { 'Content-Type': 'application/json', 'Content-Length': payload.length } : {};
  if (c.token) headers.Authorization = `Bearer ${c.token}`;
  const started = performance.now();
  return new Promise((resolve) => {
    const req = http.request(`${base}${c.path}`, { method: c.method, headers, agent }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => c.read && chunks.push(chunk));
      res.on('end', () => {
        const ms = performance.now() - started;
        const text = c.read ? Buffer.concat(chunks).toString('utf8') : '';
        resolve({ status: res.statusCode ?? 0, ms, body: text ? (JSON.parse(text) as unknown) : undefined });
      });
      res.on('error', () => resolve({ status: 0, ms: performance.now() - started }));
    });
    // A connection error or a reset is an answer of status 0 (an error in the report), never a crash of the run.
    req.on('error', () => resolve({ status: 0, ms: performance.now() - started }));
    req.setTimeout(60_000, () => req.destroy());
    req.end(payload);
  });
}

/** Status 0 or ≥ 400 is an error; a 304 or any 2xx is not. */
export const failed = (r: Reply) => r.status === 0 || r.status >= 400;
