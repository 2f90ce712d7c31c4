// The API scenarios: endpoints at 10 connections against a reference ceiling, the login storm, the 10,000-item user.
import { available, type Session } from './client';
import { load, type LoadRun, type LoadSpec } from './load';
import { startCeiling } from './ceiling';
import { todoBody } from './seed';
import { repeat } from '../lib/stats';

export const RUNS = Number(process.env.BENCH_RUNS ?? 3);
export const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);

/** `probe`: a GET that answers 404 when the endpoint's module is not on this build (defaults to `path` for a GET). */
export interface Endpoint { name: string; method: 'GET' | 'POST'; path: string; token?: string; body?: unknown; connections: number; probe?: string; amount?: number }
export interface EndpointResult { name: string; connections: number; runs: LoadRun[]; note?: string }

const spec = (baseUrl: string, e: Endpoint): LoadSpec => ({ url: `${baseUrl}${e.path}`, method: e.method, token: e.token, body: e.body, connections: e.connections, seconds: SECONDS, amount: e.amount });

/** Every endpoint RUNS times; an endpoint whose module is not on this build is reported, not measured. */
export async function endpoints(baseUrl: string, list: Endpoint[], probe: Session): Promise<EndpointResult[]> {
  const out: EndpointResult[] = [];
  for (const e of list) {
    const probePath = e.probe ?? (e.method === 'GET' ? e.path : undefined);
    if (probePath && !(await available({ ...probe, token: e.token ?? probe.token }, probePath))) {
      out.push({ name: e.name, connections: e.connections, runs: [], note: 'not on this build (404)' });
      continue;
    }
    out.push({ name: e.name, connections: e.connections, runs: await repeat(RUNS, () => load(spec(baseUrl, e))) });
  }
  return out;
}

/** One route measured against the bare server: `bytes`/`items` of the answer both send. */
export interface CeilingResult { name: string; path: string; bytes: number; items: number; app: LoadRun[]; ceiling: LoadRun[] }

/**
 * Each route and a bare node:http server sending the same bytes (one ceiling process for all), interleaved run by
 * run so that drift hits both. A route that answers 404 (not on this build) is left out.
 */
export async function ceilings(s: Session, routes: { name: string; path: string }[], connections: number): Promise<CeilingResult[]> {
  const answers = [];
  for (const r of routes) {
    const res = await fetch(`${s.baseUrl}${r.path}`, { headers: { authorization: `Bearer ${s.token}` } });
    const text = await res.text();
    if (res.status !== 200) continue;
    const parsed = JSON.parse(text) as unknown;
    // A list: its length; a query's object (calendar, search): its longest array (events, hits); a detail: 1.
    const arrays = Array.isArray(parsed) ? [parsed] : r.path.includes('?') ? Object.values(parsed as object).filter(Array.isArray) : [];
    const items = Math.max(1, ...arrays.map((a: unknown[]) => a.length));
    answers.push({ ...r, text, items, contentType: res.headers.get('content-type') ?? 'application/json' });
  }
  const bare = await startCeiling(Object.fromEntries(answers.map((a) => [a.path, { body: a.text, contentType: a.contentType }])));
  const out: CeilingResult[] = [];
  try {
    for (const a of answers) {
      const app: LoadRun[] = [];
      const ref: LoadRun[] = [];
      for (let i = 0; i < RUNS; i++) {
        app.push(await load({ url: `${s.baseUrl}${a.path}`, token: s.token, connections, seconds: SECONDS }));
        ref.push(await load({ url: `${bare.url}${a.path}`, connections, seconds: SECONDS }));
      }
      out.push({ name: a.name, path: a.path, bytes: Buffer.byteLength(a.text), items: a.items, app, ceiling: ref });
    }
  } finally {
    await bare.stop();
  }
  return out;
}

export interface StormResult { probe: string; quiet: LoadRun[]; during: LoadRun[]; logins: LoadRun[] }

/**
 * A GET (normally /api/todos) at 1 connection, alone and while 10 connections send correct-password logins. Throttling counts
 * failures only (a success clears the username+IP counter), so one account with the right password is never throttled.
 */
export async function loginStorm(s: Session, loginUser: Session, probePath: string): Promise<StormResult> {
  const probe = { url: `${s.baseUrl}${probePath}`, token: s.token, connections: 1, seconds: SECONDS };
  const login = { url: `${s.baseUrl}/api/auth/login`, method: 'POST' as const, body: { username: loginUser.username, password: loginUser.password }, connections: 10, seconds: SECONDS };
  // The storm runs for the probe's whole window (duration, not amount), so every probe request meets it.
  const quiet: LoadRun[] = [];
  const during: LoadRun[] = [];
  const logins: LoadRun[] = [];
  for (let i = 0; i < RUNS; i++) {
    quiet.push(await load(probe));
    const [storm, todos] = await Promise.all([load(login), load(probe)]);
    logins.push(storm);
    during.push(todos);
  }
  return { probe: `GET ${probePath}`, quiet, during, logins };
}

export const createTodoEndpoint = (token: string): Endpoint => ({ name: 'POST /api/todos', method: 'POST', path: '/api/todos', token, body: todoBody(7), connections: 10, probe: '/api/todos' });
