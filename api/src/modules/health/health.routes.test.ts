import { startTestApi, type TestApi } from '../../../test/harness';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({}, { ownDatabase: true }); // its own server: this file stops it
});
afterAll(() => api.close());

describe('GET /api/health', () => {
  it('when the database answers, then 200 with the version', async () => {
    const res = await api.http().get('/api/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok', version: expect.stringMatching(/^\d+\.\d+\.\d+/), database: true });
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-powered-by']).toBeUndefined();
    expect(res.headers['x-request-id']).toBeTruthy();
  });

  it('when the database goes away, then 503, and 200 again once it is back', async () => {
    await api.stopDatabase();
    const down = await api.http().get('/api/health');
    expect(down.status).toBe(503);
    expect(down.body).toMatchObject({ status: 'unavailable', database: false });

    await api.startDatabase();
    let status = 0;
    for (let i = 0; i < 40 && status !== 200; i += 1) {
      await new Promise((r) => setTimeout(r, 250));
      status = (await api.http().get('/api/health')).status;
    }
    expect(status).toBe(200);
  });

  it('when an unknown API path is requested, then a Korean problem+json 404', async () => {
    const res = await api.http().get('/api/nope');
    expect(res.status).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/problem\+json/);
    expect(res.body).toMatchObject({ status: 404, code: 'not_found', detail: '요청한 항목을 찾을 수 없습니다.' });
  });

  it('when the body is malformed JSON, then 400 with a Korean detail', async () => {
    const res = await api.http().post('/api/health').set('Content-Type', 'application/json').send('{"a":');
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('malformed_json');
  });
});
