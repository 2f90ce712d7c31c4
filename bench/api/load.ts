// One autocannon run reduced to the figures the report needs.
import autocannon from 'autocannon';

export interface LoadSpec { url: string; method?: 'GET' | 'POST'; token?: string; body?: unknown; connections: number; seconds: number }
export interface LoadRun { rps: number; p50: number; p99: number; errors: number; requests: number }

export async function load(spec: LoadSpec): Promise<LoadRun> {
  const r = await autocannon({
    url: spec.url,
    method: spec.method ?? 'GET',
    connections: spec.connections,
    duration: spec.seconds,
    timeout: 30,
    headers: {
      ...(spec.token ? { authorization: `Bearer ${spec.token}` } : {}),
      ...(spec.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: spec.body === undefined ? undefined : JSON.stringify(spec.body),
  });
  // Errors: connection errors, timeouts and every non-2xx answer.
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, errors: r.errors + r.timeouts + r.non2xx, requests: r.requests.total };
}
