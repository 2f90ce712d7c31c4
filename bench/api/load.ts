// One autocannon run reduced to the figures the report needs.
import autocannon from 'autocannon';

/** `amount` set: that many requests (for slow endpoints a timed window would not complete); else `seconds`. */
export interface LoadSpec { url: string; method?: 'GET' | 'POST'; token?: string; body?: unknown; connections: number; seconds: number; amount?: number }
export interface LoadRun { rps: number; p50: number; p99: number; errors: number; requests: number }

export async function load(spec: LoadSpec): Promise<LoadRun> {
  const r = await autocannon({
    url: spec.url,
    method: spec.method ?? 'GET',
    connections: spec.connections,
    ...(spec.amount ? { amount: spec.amount } : { duration: spec.seconds }),
    timeout: 60,
    headers: {
      ...(spec.token ? { authorization: `Bearer ${spec.token}` } : {}),
      ...(spec.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: spec.body === undefined ? undefined : JSON.stringify(spec.body),
  });
  // Errors: connection errors, timeouts and every non-2xx answer.
  // A run where nothing answered is an error, never a 0 ms latency.
  if (r.requests.total === 0) return { rps: 0, p50: NaN, p99: NaN, errors: Math.max(1, r.errors + r.timeouts + r.non2xx), requests: 0 };
  const rps = spec.amount ? r.requests.total / Math.max(r.duration, 0.001) : r.requests.average;
  return { rps, p50: r.latency.p50, p99: r.latency.p99, errors: r.errors + r.timeouts + r.non2xx, requests: r.requests.total };
}
