import { Writable } from 'node:stream';
import pino from 'pino';
import request from 'supertest';
import { createApp } from '../../app';
import { loadConfig } from '../../config';
import { startTestApi, TEST_JWT_SECRET, type TestApi } from '../../../test/harness';
import { RefreshTokenModel } from './session.model';

let api: TestApi;
beforeAll(async () => { api = await startTestApi(); });
afterAll(async () => { await api.close(); });

describe('logs', () => {
  it('carry request ids and never a password, bearer token or refresh token', async () => {
    const lines: string[] = [];
    const sink = new Writable({ write(chunk, _enc, done) { lines.push(String(chunk)); done(); } });
    const config = loadConfig({ NODE_ENV: 'test', JWT_SECRET: TEST_JWT_SECRET, LOG_LEVEL: 'debug' });
    const app = createApp({ config, logger: pino({ level: 'debug' }, sink), jwtSecret: TEST_JWT_SECRET });
    const password = 'Very-Secret-Pass-42';
    const reg = await request(app).post('/api/auth/register').send({ username: 'logcheck', email: 'logcheck@example.com', password });
    expect(reg.status).toBe(201);
    const { access_token, refresh_token } = reg.body;
    await request(app).get('/api/auth/me?token=x').set('Authorization', `Bearer ${access_token}`);
    const refreshed = await request(app).post('/api/auth/refresh').send({ refresh_token });
    await RefreshTokenModel.updateMany({}, { $set: { rotatedAt: new Date(Date.now() - 60_000) } });
    await request(app).post('/api/auth/refresh').send({ refresh_token }); // a late replay: logged as a warning
    await request(app).post('/api/auth/login').send({ username: 'logcheck', password: 'wrong-password' });

    const all = lines.join('\n');
    expect(lines.length).toBeGreaterThanOrEqual(5);
    for (const secret of [password, 'wrong-password', access_token, refresh_token, refreshed.body.refresh_token]) {
      expect(all).not.toContain(secret);
    }
    expect(lines.every((l) => typeof JSON.parse(l).requestId === 'string')).toBe(true);
    expect(all).toContain('refresh token replayed');
  });
});
