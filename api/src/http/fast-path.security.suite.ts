import type { Response } from 'supertest';
import { signAccessToken } from '../auth/access-token';
import { startTestApi, TEST_JWT_SECRET, type TestApi, type TestUser } from '../../test/harness';

/**
 * The fast path (fast-path.ts) never answers what Express would not: another owner, a revoked session, an expired
 * token, a stale stamp after a write, another Origin, a conditional request or a HEAD each get Express's answer.
 * Run once per source of the owners' stamps (REVISION_STAMPS: this process's copy, or a database read).
 */
export function fastPathSecuritySuite(revisionStamps: 'memory' | 'database'): void {
  const ALLOWED = 'https://app.example.com';
  let api: TestApi;
  let owner: TestUser;
  let other: TestUser;
  let todoId: string;
  const LIST = '/api/todos?limit=50';
  const detail = () => `/api/todos/${todoId}`;

  beforeAll(async () => {
    api = await startTestApi({ CORS_ORIGINS: ALLOWED, REVISION_STAMPS: revisionStamps });
    owner = await api.user('fastsec');
    other = await api.user('fastoth');
    const res = await api.http().post('/api/todos').set(owner.auth).send({ title: '남의 눈에 안 보이는 할일' });
    expect(res.status).toBe(201);
    todoId = res.body.todo.id;
  }, 60_000);
  afterAll(() => api.close());

  type Headers = Record<string, string>;
  /** One GET, and whether the fast path answered it. */
  async function ask(path: string, headers: Headers, method: 'get' | 'head' = 'get'): Promise<{ res: Response; fast: boolean }> {
    const before = api.fastPath.answered;
    const res = await api.http()[method](path).set(headers);
    return { res, fast: api.fastPath.answered === before + 1 };
  }
  /** Asks until the fast path has answered (the replay is registered). */
  async function warm(path: string, headers: Headers): Promise<Response> {
    for (let i = 0; i < 3; i++) {
      const { res, fast } = await ask(path, headers);
      expect(res.status).toBe(200);
      if (fast) return res;
    }
    throw new Error(`never replayed: ${path}`);
  }
  const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
  const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as { sub: string; sid: string; exp: number };
  async function login(u: TestUser): Promise<{ access: string; refresh: string }> {
    const res = await api.http().post('/api/auth/login').send({ username: u.username, password: u.password });
    expect(res.status).toBe(200);
    return { access: res.body.access_token, refresh: res.body.refresh_token };
  }

  describe('the fast path and who asks', () => {
    it('another owner’s token on the same URL gets Express’s answer: 404 for the detail, their own list', async () => {
      await warm(detail(), owner.auth);
      await warm(LIST, owner.auth);
      const theirs = await ask(detail(), other.auth);
      expect({ status: theirs.res.status, fast: theirs.fast }).toEqual({ status: 404, fast: false });
      const list = await ask(LIST, other.auth);
      expect(list.fast).toBe(false);
      expect(list.res.body).toEqual([]);
      // and their own replay of that URL is theirs
      const again = await warm(LIST, other.auth);
      expect(again.body).toEqual([]);
      expect((await warm(LIST, owner.auth)).body.map((t: { id: string }) => t.id)).toEqual([todoId]);
    });

    it('two owners under the same stamps (neither ever wrote a project) still never share a replay', async () => {
      const [a, b] = [await api.user('fastna'), await api.user('fastnb')];
      await warm('/api/wbs/projects', a.auth);
      // b's session known live in this process, as it is after any request of theirs
      expect((await api.http().get('/api/auth/me').set(b.auth)).status).toBe(200);
      const r = await ask('/api/wbs/projects', b.auth);
      expect({ status: r.res.status, body: r.res.body, fast: r.fast }).toEqual({ status: 200, body: [], fast: false });
    });

    it('a token that is not one, or no token, gets Express’s 401', async () => {
      await warm(detail(), owner.auth);
      const forged = owner.access.slice(0, -2) + (owner.access.endsWith('AA') ? 'BB' : 'AA');
      for (const headers of [{}, bearer(forged), { Authorization: `Basic ${owner.access}` }, bearer(signAccessToken('another-secret-another-secret-0123456789', { userId: owner.id, sessionId: claimsOf(owner.access).sid }))]) {
        const r = await ask(detail(), headers);
        expect({ status: r.res.status, fast: r.fast }).toEqual({ status: 401, fast: false });
      }
    });

    it('after logout, the next GET with the ended session’s token is refused (401)', async () => {
      const session = await login(owner);
      await warm(detail(), bearer(session.access));
      const out = await api.http().post('/api/auth/logout').send({ refresh_token: session.refresh });
      expect(out.status).toBe(204);
      const r = await ask(detail(), bearer(session.access));
      expect({ status: r.res.status, fast: r.fast }).toEqual({ status: 401, fast: false });
      // the owner's other session still reads, and through the fast path again
      await warm(detail(), owner.auth);
    });

    it('a password change ends the other sessions: their next GET is refused (401)', async () => {
      const u = await api.user('fastpw');
      const made = await api.http().post('/api/todos').set(u.auth).send({ title: '비밀번호 바꾸기 전' });
      const path = `/api/todos/${made.body.todo.id}`;
      const laptop = await login(u);
      await warm(path, bearer(laptop.access));
      const changed = await api.http().put('/api/auth/change-password').set(u.auth).send({ currentPassword: u.password, newPassword: 'another-password-456' });
      expect(changed.status).toBe(200);
      const r = await ask(path, bearer(laptop.access));
      expect({ status: r.res.status, fast: r.fast }).toEqual({ status: 401, fast: false });
      expect((await ask(path, u.auth)).res.status).toBe(200);
    });

    it('an access token past its exp is refused (401), though it was replayed a moment before', async () => {
      const { sid } = claimsOf(owner.access);
      const token = signAccessToken(TEST_JWT_SECRET, { userId: owner.id, sessionId: sid }, 2);
      await warm(detail(), bearer(token));
      const { exp } = claimsOf(token);
      // jsonwebtoken's rule: expired once the whole-second clock reaches exp
      await new Promise((r) => setTimeout(r, exp * 1000 - Date.now() + 20));
      const r = await ask(detail(), bearer(token));
      expect({ status: r.res.status, fast: r.fast }).toEqual({ status: 401, fast: false });
      const past = signAccessToken(TEST_JWT_SECRET, { userId: owner.id, sessionId: sid }, -10);
      const p = await ask(detail(), bearer(past));
      expect({ status: p.res.status, fast: p.fast }).toEqual({ status: 401, fast: false });
    });
  });

  describe('the fast path and writes', () => {
    it('a create, an update and a delete each show on the next GET of the list and the detail', async () => {
      const titles = (res: Response) => (res.body as { title: string }[]).map((t) => t.title).sort();
      await warm(LIST, owner.auth);
      const made = await api.http().post('/api/todos').set(owner.auth).send({ title: '새로 만든 할일' });
      expect(made.status).toBe(201);
      const id = made.body.todo.id as string;
      const afterCreate = await ask(LIST, owner.auth);
      expect(afterCreate.fast).toBe(false);
      expect(titles(afterCreate.res)).toContain('새로 만든 할일');

      await warm(`/api/todos/${id}`, owner.auth);
      await warm(LIST, owner.auth);
      const put = await api.http().put(`/api/todos/${id}`).set(owner.auth).send({ title: '고친 할일' });
      expect(put.status).toBe(200);
      const afterUpdate = await ask(`/api/todos/${id}`, owner.auth);
      expect({ fast: afterUpdate.fast, title: afterUpdate.res.body.title, etag: afterUpdate.res.headers.etag }).toEqual({ fast: false, title: '고친 할일', etag: put.headers.etag });
      expect(titles((await ask(LIST, owner.auth)).res)).toEqual(expect.arrayContaining(['고친 할일']));

      await warm(`/api/todos/${id}`, owner.auth);
      await warm(LIST, owner.auth);
      expect((await api.http().delete(`/api/todos/${id}`).set(owner.auth)).status).toBe(200);
      const afterDelete = await ask(`/api/todos/${id}`, owner.auth);
      expect({ status: afterDelete.res.status, fast: afterDelete.fast }).toEqual({ status: 404, fast: false });
      expect(titles((await ask(LIST, owner.auth)).res)).not.toContain('고친 할일');
    });

    it('a write to a WBS task shows on the next task list, project and project list', async () => {
      const project = await api.http().post('/api/wbs/projects').set(owner.auth).send({ title: '작업 프로젝트', start_date: '2031-01-01', end_date: '2031-01-31' });
      const tasks = `/api/wbs/projects/${project.body.id}/tasks`;
      const task = await api.http().post(tasks).set(owner.auth).send({ title: '첫 작업', progress: 10 });
      expect(task.status).toBe(201);
      for (const path of [tasks, `/api/wbs/projects/${project.body.id}`, '/api/wbs/projects']) await warm(path, owner.auth);
      expect((await api.http().put(`${tasks}/${task.body.id}`).set(owner.auth).send({ title: '첫 작업', progress: 90 })).status).toBe(200);
      const list = await ask(tasks, owner.auth);
      expect({ fast: list.fast, progress: list.res.body[0].progress }).toEqual({ fast: false, progress: 90 });
      const one = await ask(`/api/wbs/projects/${project.body.id}`, owner.auth);
      expect({ fast: one.fast, progress: one.res.body.progress }).toEqual({ fast: false, progress: 90 });
    });
  });

  describe('the fast path and the request’s own headers', () => {
    const wire = (res: Response) => ({ status: res.status, text: res.text, headers: { ...res.headers, 'x-request-id': '…', date: '…' } });

    it('each Origin gets the CORS headers Express gives it (allowed: its origin; not allowed or none: none)', async () => {
      for (const origin of [ALLOWED, 'https://evil.example.com', undefined]) {
        const headers = origin ? { ...owner.auth, Origin: origin } : owner.auth;
        const fast = await warm(detail(), headers);
        api.fastPath.enabled = false;
        const viaExpress = await api.http().get(detail()).set(headers);
        api.fastPath.enabled = true;
        expect(wire(fast)).toEqual(wire(viaExpress));
        expect(fast.headers['access-control-allow-origin']).toBe(origin === ALLOWED ? ALLOWED : undefined);
        expect(fast.headers.vary).toBe('Origin');
      }
    });

    it('If-None-Match gets Express’s 304, HEAD gets Express’s answer', async () => {
      const fast = await warm(detail(), owner.auth);
      const notModified = await ask(detail(), { ...owner.auth, 'If-None-Match': fast.headers.etag });
      expect({ status: notModified.res.status, fast: notModified.fast }).toEqual({ status: 304, fast: false });
      const head = await ask(detail(), owner.auth, 'head');
      expect({ status: head.res.status, fast: head.fast, etag: head.res.headers.etag }).toEqual({ status: 200, fast: false, etag: fast.headers.etag });
    });

    it('a GET with a body goes to Express (its body parser answers it)', async () => {
      await warm(detail(), owner.auth);
      const before = api.fastPath.answered;
      const withBody = await api.http().get(detail()).set(owner.auth).set('Content-Type', 'application/json').send('{"broken');
      expect(withBody.status).toBe(400);
      expect(api.fastPath.answered).toBe(before);
    });
  });
}
