import mongoose from 'mongoose';
import jwt from 'jsonwebtoken';
import { COMMON_MESSAGES } from '@haru/contracts';
import { signAccessToken } from '../../auth/access-token';
import { startTestApi, TEST_JWT_SECRET, type TestApi } from '../../../test/harness';
import { ROTATION_GRACE_MS } from './sessions';
import { RefreshTokenModel } from './session.model';

/** Make every rotation look older than the grace period (two-tab leeway), as a later replay would be. */
const ageRotations = () => RefreshTokenModel.updateMany({ rotatedAt: mongoose.trusted({ $ne: null }) }, { $set: { rotatedAt: new Date(Date.now() - ROTATION_GRACE_MS - 1000) } });

let api: TestApi;
beforeAll(async () => { api = await startTestApi(); });
afterAll(async () => { await api.close(); });

const me = (token?: string) => {
  const req = api.http().get('/api/auth/me');
  return token === undefined ? req : req.set('Authorization', `Bearer ${token}`);
};
const refresh = (refresh_token: string) => api.http().post('/api/auth/refresh').send({ refresh_token });

describe('access token abuse: every case is 401 with a Korean detail', () => {
  it('missing token → 인증 토큰이 없습니다.', async () => {
    const res = await me();
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ code: 'unauthorized', detail: COMMON_MESSAGES.unauthorized });
  });

  it('malformed, wrong key, alg none, expired, wrong audience, refresh-as-access', async () => {
    const u = await api.user('abuse');
    const sid = (jwt.decode(u.access) as { sid: string }).sid;
    const claims = { typ: 'access', sid };
    const opts = { subject: u.id, issuer: 'haru-api', audience: 'haru-web' } as const;
    const cases: Record<string, string> = {
      malformed: 'not.a.token',
      wrongKey: jwt.sign(claims, 'another-secret-another-secret-0123456789', { ...opts, algorithm: 'HS256' }),
      algNone: jwt.sign(claims, '', { ...opts, algorithm: 'none' }),
      expired: signAccessToken(TEST_JWT_SECRET, { userId: u.id, sessionId: sid }, -10),
      wrongAudience: jwt.sign(claims, TEST_JWT_SECRET, { ...opts, audience: 'someone-else', algorithm: 'HS256' }),
      wrongType: jwt.sign({ ...claims, typ: 'refresh' }, TEST_JWT_SECRET, { ...opts, algorithm: 'HS256' }),
      hs512: jwt.sign(claims, TEST_JWT_SECRET, { ...opts, algorithm: 'HS512' }),
      unknownSession: signAccessToken(TEST_JWT_SECRET, { userId: u.id, sessionId: '0123456789abcdef01234567' }),
      refreshTokenAsAccess: u.refresh,
    };
    for (const [name, token] of Object.entries(cases)) {
      const res = await me(token);
      expect({ name, status: res.status }).toEqual({ name, status: 401 });
      expect(res.body.detail).toMatch(/[가-힣]/);
    }
    expect((await me(u.access)).status).toBe(200);
  });
});

describe('POST /api/auth/refresh', () => {
  it('returns a new pair and user; the old refresh token is spent', async () => {
    const u = await api.user('rot');
    const res = await refresh(u.refresh);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ token_type: 'bearer', user: { id: u.id, username: u.username, email: u.email } });
    expect(res.body.refresh_token).not.toBe(u.refresh);
    expect((await me(res.body.access_token)).status).toBe(200);
    expect((await refresh(res.body.refresh_token)).status).toBe(200);
  });

  it('replaying a rotated refresh token revokes the whole family (new tokens included)', async () => {
    const u = await api.user('replay');
    const first = await refresh(u.refresh);
    const second = await refresh(first.body.refresh_token);
    expect(second.status).toBe(200);
    await ageRotations();

    const replay = await refresh(u.refresh);
    expect(replay.status).toBe(401);
    expect(replay.body).toMatchObject({ code: 'unauthorized', detail: COMMON_MESSAGES.tokenInvalid });
    expect((await refresh(second.body.refresh_token)).status).toBe(401);
    expect((await me(second.body.access_token)).status).toBe(401);
    expect((await me(u.access)).status).toBe(401);
  });

  it('a token rotated seconds ago (another tab of the same browser) is refused without revoking anything', async () => {
    const u = await api.user('twotabs');
    const winner = await refresh(u.refresh);
    const late = await refresh(u.refresh);
    expect(late.status).toBe(401);
    expect(late.body.code).toBe('token_rotated');
    expect((await me(winner.body.access_token)).status).toBe(200);
    expect((await refresh(winner.body.refresh_token)).status).toBe(200);
  });

  it('a replay in one session leaves the user\'s other sessions alone', async () => {
    const u = await api.user('family');
    const other = await api.http().post('/api/auth/login').send({ username: u.username, password: u.password });
    await refresh(u.refresh);
    await ageRotations();
    await refresh(u.refresh);
    expect((await me(u.access)).status).toBe(401);
    expect((await me(other.body.access_token)).status).toBe(200);
    expect((await refresh(other.body.refresh_token)).status).toBe(200);
  });

  it('concurrent refreshes with one token: one rotation wins', async () => {
    const u = await api.user('concurrent');
    const results = await Promise.all([refresh(u.refresh), refresh(u.refresh)]);
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
  });

  it('unknown, empty, non-string and access tokens are refused without a 5xx', async () => {
    const u = await api.user('junk');
    expect((await refresh('x'.repeat(43))).status).toBe(401);
    expect((await refresh(u.access)).status).toBe(401);
    expect((await api.http().post('/api/auth/refresh').send({ refresh_token: '' })).status).toBe(400);
    expect((await api.http().post('/api/auth/refresh').send({ refresh_token: { $gt: '' } })).status).toBe(400);
    expect((await api.http().post('/api/auth/refresh').send({})).status).toBe(400);
  });
});

describe('POST /api/auth/logout', () => {
  it('ends the session: its access and refresh tokens stop working; idempotent', async () => {
    const u = await api.user('logout');
    const res = await api.http().post('/api/auth/logout').set(u.auth).send({ refresh_token: u.refresh });
    expect(res.status).toBe(204);
    expect((await me(u.access)).status).toBe(401);
    expect((await refresh(u.refresh)).status).toBe(401);
    expect((await api.http().post('/api/auth/logout').send({ refresh_token: u.refresh })).status).toBe(204);
  });

  it('works with only the refresh token (expired access token)', async () => {
    const u = await api.user('logout2');
    await api.http().post('/api/auth/logout').send({ refresh_token: u.refresh }).expect(204);
    expect((await me(u.access)).status).toBe(401);
  });
});

describe('hygiene', () => {
  it('no-store, nosniff, no X-Powered-By, request id', async () => {
    const u = await api.user('headers');
    const res = await me(u.access);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-powered-by']).toBeUndefined();
    expect(res.headers['x-request-id']).toBeTruthy();
  });
});
