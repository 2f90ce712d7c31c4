import { AUTH_MESSAGES } from '@haru/contracts';
import { startTestApi, type TestApi } from '../../../test/harness';
import { UserModel } from './user.model';

let api: TestApi;
beforeAll(async () => { api = await startTestApi(); });
afterAll(async () => { await api.close(); });

const register = (body: object) => api.http().post('/api/auth/register').send(body);

describe('POST /api/auth/register', () => {
  it('creates the account and signs in: tokens + user{id, username, email, created_at}', async () => {
    const res = await register({ username: '하루_user.1', email: 'Haru1@Example.com', password: 'secret1' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ token_type: 'bearer', expires_in: 900, message: AUTH_MESSAGES.registered });
    expect(res.body.access_token.split('.')).toHaveLength(3);
    expect(res.body.refresh_token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(res.body.user).toEqual({ id: expect.stringMatching(/^[0-9a-f]{24}$/), username: '하루_user.1', email: 'Haru1@Example.com', created_at: expect.stringMatching(/Z$/) });
    const me = await api.http().get('/api/auth/me').set('Authorization', `Bearer ${res.body.access_token}`);
    expect(me.status).toBe(200);
    expect(me.body).toEqual(res.body.user);
  });

  it('stores a bcrypt hash of cost 12, never the password', async () => {
    const res = await register({ username: 'hashcheck', email: 'hashcheck@example.com', password: 'secret12' });
    const stored = await UserModel.findById(res.body.user.id).lean<{ passwordHash: string }>();
    expect(stored!.passwordHash).toMatch(/^\$2[aby]\$12\$/);
    expect(JSON.stringify(res.body)).not.toContain('passwordHash');
  });

  it('refuses a username taken in another letter case (409) and a taken e-mail (409)', async () => {
    await register({ username: 'CaseUser', email: 'case@example.com', password: 'secret1' }).expect(201);
    const sameName = await register({ username: 'caseuser', email: 'other@example.com', password: 'secret1' });
    expect(sameName.status).toBe(409);
    expect(sameName.body).toMatchObject({ code: 'conflict', detail: AUTH_MESSAGES.usernameTaken, errors: [{ field: 'username' }] });
    const sameMail = await register({ username: 'another', email: 'CASE@example.com', password: 'secret1' });
    expect(sameMail.status).toBe(409);
    expect(sameMail.body.detail).toBe(AUTH_MESSAGES.emailTaken);
    expect(sameMail.body.errors).toEqual([{ field: 'email', message: AUTH_MESSAGES.emailTaken }]);
  });

  it('two concurrent sign-ups with one username: exactly one succeeds', async () => {
    const [a, b] = await Promise.all([
      register({ username: 'racer', email: 'racer1@example.com', password: 'secret1' }),
      register({ username: 'RACER', email: 'racer2@example.com', password: 'secret1' }),
    ]);
    expect([a.status, b.status].sort()).toEqual([201, 409]);
  });

  it.each([
    [{ username: 'ab', email: 'a@example.com', password: 'secret1' }, AUTH_MESSAGES.usernameFormat],
    [{ username: 'a'.repeat(31), email: 'a@example.com', password: 'secret1' }, AUTH_MESSAGES.usernameFormat],
    [{ username: 'bad name', email: 'a@example.com', password: 'secret1' }, AUTH_MESSAGES.usernameFormat],
    [{ username: 'mail@name', email: 'a@example.com', password: 'secret1' }, AUTH_MESSAGES.usernameFormat],
    [{ username: '', email: 'a@example.com', password: 'secret1' }, AUTH_MESSAGES.usernameRequired],
    [{ username: 'gooduser', email: 'not-an-email', password: 'secret1' }, AUTH_MESSAGES.emailInvalid],
    [{ username: 'gooduser', email: 'a@example.com', password: '12345' }, AUTH_MESSAGES.passwordTooShort],
    [{ username: 'gooduser', email: 'a@example.com', password: 'x'.repeat(73) }, AUTH_MESSAGES.passwordTooLong],
    [{ username: 'gooduser', email: 'a@example.com', password: '가'.repeat(25) }, AUTH_MESSAGES.passwordTooLong],
    [{ username: 'gooduser', email: 'a@example.com', password: 'GoodUser' }, AUTH_MESSAGES.passwordEqualsUsername],
    [{ username: 'gooduser', email: 'a@example.com' }, AUTH_MESSAGES.passwordRequired],
    [{ username: { $ne: null }, email: 'a@example.com', password: 'secret1' }, AUTH_MESSAGES.usernameRequired],
  ])('400 with the Korean detail for %j', async (body, detail) => {
    const res = await register(body);
    expect(res.status).toBe(400);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(res.body).toMatchObject({ status: 400, code: 'validation_failed', detail });
  });

  it('accepts exactly 72 bytes (24 Hangul syllables) and rejects unknown keys', async () => {
    await register({ username: 'bytes72', email: 'bytes72@example.com', password: '가'.repeat(24) }).expect(201);
    const extra = await register({ username: 'extra', email: 'extra@example.com', password: 'secret1', isAdmin: true });
    expect(extra.status).toBe(400);
    expect(extra.body.errors[0].field).toBe('isAdmin');
  });

  it('malformed JSON is 400, never 500', async () => {
    const res = await api.http().post('/api/auth/register').set('Content-Type', 'application/json').send('{"username":');
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('malformed_json');
  });
});
