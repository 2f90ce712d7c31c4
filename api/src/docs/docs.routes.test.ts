import { QUOTA_MESSAGES } from '@haru/contracts';
import { startTestApi, type TestApi } from '../../test/harness';
import { routeTable } from '../../test/security/route-table';

let api: TestApi;
beforeAll(async () => { api = await startTestApi({ CORS_ORIGINS: 'https://app.example.com' }); });
afterAll(async () => { await api.close(); });

describe('/api/docs', () => {
  it('serves the OpenAPI 3.1 document generated from the contracts', async () => {
    const res = await api.http().get('/api/docs/openapi.json');
    expect(res.status).toBe(200);
    expect(res.body.openapi).toBe('3.1.0');
    expect(Object.keys(res.body.paths)).toEqual(expect.arrayContaining(['/api/auth/login', '/api/auth/register', '/api/auth/refresh', '/api/user/quick-actions']));
    const body = res.body.paths['/api/auth/register'].post.requestBody.content['application/json'].schema;
    expect(body).toMatchObject({ type: 'object', required: ['username', 'email', 'password'], additionalProperties: false });
  });

  it('documents every route the app answers (read from the Express router itself)', async () => {
    const paths = (await api.http().get('/api/docs/openapi.json')).body.paths as Record<string, Record<string, unknown>>;
    const undocumented = routeTable(api.app)
      .filter((r) => !r.path.startsWith('/api/docs'))
      .map((r) => ({ method: r.method.toLowerCase(), path: r.path.replace(/:(\w+)/g, '{$1}') }))
      .filter((r) => !paths[r.path]?.[r.method])
      .map((r) => `${r.method.toUpperCase()} ${r.path}`);
    expect(undocumented).toEqual([]);
  });

  it('documents the per-account quotas: 409 quota_exceeded with the Korean message on every create that has one', async () => {
    const paths = (await api.http().get('/api/docs/openapi.json')).body.paths as Record<string, Record<string, { responses: Record<string, { description: string }> }>>;
    const creates = { todos: '/api/todos', meetings: '/api/meetings', projects: '/api/wbs/projects', tasksPerProject: '/api/wbs/projects/{id}/tasks' } as const;
    for (const [kind, path] of Object.entries(creates)) {
      expect(paths[path].post.responses['409'].description).toContain(QUOTA_MESSAGES[kind as keyof typeof creates]);
    }
    for (const path of ['/api/todos', '/api/meetings', '/api/wbs/projects/{id}/tasks']) expect(paths[path].get.responses['200'].description).toContain('chunked');
  });

  it('documents Idempotency-Key on creates and If-Match with 412 on to-do and meeting writes (issue 24)', async () => {
    type Op = { parameters?: { name: string; in: string }[]; responses: Record<string, unknown> };
    const paths = (await api.http().get('/api/docs/openapi.json')).body.paths as Record<string, Record<string, Op>>;
    const header = (op: Op, name: string) => op.parameters?.some((p) => p.in === 'header' && p.name === name);
    for (const path of ['/api/todos', '/api/meetings', '/api/wbs/projects', '/api/wbs/projects/{id}/tasks']) {
      expect(header(paths[path].post, 'Idempotency-Key')).toBe(true);
      expect(paths[path].post.responses['422']).toBeDefined();
    }
    for (const path of ['/api/todos/{id}', '/api/meetings/{id}']) {
      for (const method of ['put', 'delete']) {
        expect(header(paths[path][method], 'If-Match')).toBe(true);
        expect(paths[path][method].responses['412']).toBeDefined();
      }
    }
  });

  it('answers HTML to a browser and JSON to a tool', async () => {
    const html = await api.http().get('/api/docs').set('Accept', 'text/html');
    expect(html.headers['content-type']).toContain('text/html');
    expect(html.text).toContain('/api/auth/change-password');
    const json = await api.http().get('/api/docs').set('Accept', 'application/json');
    expect(json.body.info.title).toBe('하루 API');
  });
});

describe('CORS', () => {
  it('allows only configured origins', async () => {
    const ok = await api.http().options('/api/auth/login').set('Origin', 'https://app.example.com').set('Access-Control-Request-Method', 'POST');
    expect(ok.status).toBe(204);
    expect(ok.headers['access-control-allow-origin']).toBe('https://app.example.com');
    expect(ok.headers['access-control-allow-headers']).toContain('Authorization');
    const evil = await api.http().get('/api/health').set('Origin', 'https://evil.example.com');
    expect(evil.headers['access-control-allow-origin']).toBeUndefined();
  });
});
