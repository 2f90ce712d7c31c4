// The mixed workload's operations: 70 % reads across every list and detail route, 25 % writes, 5 % logins.
import { monthQuery } from '../month';
import { meetingBody, todoBody } from '../seed';
import type { Call, Reply } from './http';
import type { MixedUser } from './users';

export type Kind = 'read' | 'write' | 'login';
export interface Op { name: string; kind: Kind; call: Call; done?(r: Reply): void }
export interface Conn { user: MixedUser; token: string; n: number }

/** Issue 25's mix; MIXED_LOGIN_SHARE changes the logins' share (reads and writes keep their 70:25 ratio). */
const LOGIN = Number(process.env.MIXED_LOGIN_SHARE ?? 0.05);
export const SHARES = { read: (0.7 / 0.95) * (1 - LOGIN), write: (0.25 / 0.95) * (1 - LOGIN), login: LOGIN };
/** Run-made items per user: at this many, a create becomes a delete (well under every quota). */
const CAP = 200;

const pick = <T>(list: T[]): T => list[Math.floor(Math.random() * list.length)];
/** Takes a random item out of `list` (swap-remove) so no other connection changes it meanwhile. */
function take(list: string[]): string | undefined {
  if (list.length === 0) return undefined;
  const i = Math.floor(Math.random() * list.length);
  const id = list[i];
  list[i] = list[list.length - 1];
  list.pop();
  return id;
}

export const READS: ((c: Conn) => Call)[] = [
  (c) => ({ method: 'GET', path: '/api/todos', token: c.token }),
  (c) => ({ method: 'GET', path: `/api/todos/${pick(c.user.todoIds)}`, token: c.token }),
  (c) => ({ method: 'GET', path: '/api/meetings', token: c.token }),
  (c) => ({ method: 'GET', path: `/api/meetings/${pick(c.user.meetingIds)}`, token: c.token }),
  (c) => ({ method: 'GET', path: '/api/wbs/projects', token: c.token }),
  (c) => ({ method: 'GET', path: `/api/wbs/projects/${c.user.projectId}/tasks`, token: c.token }),
  (c) => ({ method: 'GET', path: `/api/calendar?${monthQuery()}`, token: c.token }),
  (c) => ({ method: 'GET', path: `/api/search?q=${encodeURIComponent(pick(['회의', '보고서', '태그3', '주간']))}`, token: c.token }),
  (c) => ({ method: 'GET', path: '/api/stats/summary', token: c.token }),
];

/** A route's name for the per-route table: ids and queries folded. */
export const routeOf = (c: Call) => `${c.method} ${c.path.replace(/\?.*$/, '').replace(/[0-9a-f]{24}|none/g, '{id}')}`;

function createTodo(c: Conn): Op {
  const u = c.user;
  const body = todoBody(c.n);
  return { name: 'create to-do', kind: 'write', call: { method: 'POST', path: '/api/todos', token: c.token, body, read: true }, done(r) {
    const id = (r.body as { todo?: { id: string } } | undefined)?.todo?.id;
    if (r.status === 201 && id) { u.todos.set(id, { title: body.title, status: body.status }); u.freeTodos.push(id); }
  } };
}

function createMeeting(c: Conn): Op {
  const u = c.user;
  const body = meetingBody(c.n);
  return { name: 'create meeting', kind: 'write', call: { method: 'POST', path: '/api/meetings', token: c.token, body, read: true }, done(r) {
    const id = (r.body as { meeting?: { id: string } } | undefined)?.meeting?.id;
    if (r.status === 201 && id) { u.meetings.set(id, { title: body.title }); u.freeMeetings.push(id); }
  } };
}

/** Update, complete or delete a run-made item; with none free (or at CAP for a create) the other way round. */
function write(c: Conn): Op {
  const u = c.user;
  const which = pick(['create to-do', 'update to-do', 'complete to-do', 'delete to-do', 'create meeting', 'update meeting', 'delete meeting']);
  const todo = which.endsWith('to-do');
  const free = todo ? u.freeTodos : u.freeMeetings;
  const made = todo ? u.todos : u.meetings;
  if (which.startsWith('create') && made.size < CAP) return todo ? createTodo(c) : createMeeting(c);
  const id = take(free);
  if (!id) return todo ? createTodo(c) : createMeeting(c);
  const back = (r: Reply) => r.status < 300 && free.push(id);
  if (which.startsWith('delete') || which.startsWith('create')) {
    return { name: todo ? 'delete to-do' : 'delete meeting', kind: 'write', call: { method: 'DELETE', path: `/api/${todo ? 'todos' : 'meetings'}/${id}`, token: c.token }, done(r) {
      if (r.status < 300) { made.delete(id); u.deleted.add(id); } else free.push(id);
    } };
  }
  const title = `고친 ${todo ? '할일' : '회의'} ${c.n}`;
  if (!todo) {
    return { name: 'update meeting', kind: 'write', call: { method: 'PUT', path: `/api/meetings/${id}`, token: c.token, body: { ...meetingBody(c.n), title } }, done(r) {
      if (r.status < 300) made.set(id, { title });
      back(r);
    } };
  }
  const complete = which === 'complete to-do';
  const patch = complete ? { status: 'completed' } : { title };
  return { name: which, kind: 'write', call: { method: 'PUT', path: `/api/todos/${id}`, token: c.token, body: patch }, done(r) {
    if (r.status < 300) made.set(id, { ...made.get(id)!, ...patch });
    back(r);
  } };
}

function login(c: Conn): Op {
  const { username, password } = c.user.session;
  return { name: 'login', kind: 'login', call: { method: 'POST', path: '/api/auth/login', body: { username, password }, read: true }, done(r) {
    const token = (r.body as { access_token?: string } | undefined)?.access_token;
    if (r.status === 200 && token) c.token = token;
  } };
}

/** The next operation of one connection, drawn with the given shares. */
export function nextOp(c: Conn, shares: typeof SHARES): Op {
  c.n += 1;
  const x = Math.random();
  if (x < shares.login) return login(c);
  if (x < shares.login + shares.write) return write(c);
  const call = pick(READS)(c);
  return { name: routeOf(call), kind: 'read', call };
}
