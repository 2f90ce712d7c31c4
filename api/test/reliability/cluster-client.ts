import http from 'node:http';

/** One answer, and the request id that finds the line the answering process logged. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- test reads of arbitrary JSON responses
export interface Answer { status: number; body: any; headers: http.IncomingHttpHeaders; requestId: string }

let sequence = 0;

/**
 * One request on a connection of its own (no keep-alive), so the cluster's primary hands each request to the next
 * API process. It carries an X-Request-Id the server's access log repeats, with the answering worker's id.
 */
export function fresh(base: string, method: string, path: string, body?: unknown, token?: string): Promise<Answer> {
  sequence += 1;
  const requestId = `cluster-${process.pid}-${sequence}`;
  const payload = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
  const headers: http.OutgoingHttpHeaders = { 'X-Request-Id': requestId, ...(payload ? { 'Content-Type': 'application/json', 'Content-Length': payload.length } : {}) };
  if (token) headers.Authorization = `Bearer ${token}`;
  return new Promise((resolve, reject) => {
    const req = http.request(`${base}${path}`, { method, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        resolve({ status: res.statusCode ?? 0, body: text ? JSON.parse(text) : null, headers: res.headers, requestId });
      });
    });
    req.on('error', reject);
    req.end(payload);
  });
}

/** The workers (cluster ids) whose access log names these requests; waits for the lines to be written. */
export async function workersOf(output: () => string, answers: Answer[], timeoutMs = 20_000): Promise<Set<number>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const byId = new Map<string, number>();
    for (const line of output().split('\n')) {
      if (!line.startsWith('{') || !line.includes('"request"')) continue;
      const entry = JSON.parse(line) as { msg?: string; requestId?: string; worker?: number };
      if (entry.msg === 'request' && entry.requestId && typeof entry.worker === 'number') byId.set(entry.requestId, entry.worker);
    }
    if (answers.every((a) => byId.has(a.requestId))) return new Set(answers.map((a) => byId.get(a.requestId)!));
    if (Date.now() > deadline) throw new Error(`no access log line for ${answers.filter((a) => !byId.has(a.requestId)).map((a) => a.requestId).join(', ')}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** `n` requests one after another (each on its own connection). */
export async function repeat(n: number, send: () => Promise<Answer>): Promise<Answer[]> {
  const answers: Answer[] = [];
  for (let i = 0; i < n; i += 1) answers.push(await send());
  return answers;
}
