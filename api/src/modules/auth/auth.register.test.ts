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

  it('stores a bcrypt hash of the configured cost (the harness: 4; deployments: 12, auth.login.test.ts), never the password', async () => {
    const res = await register({ username: 'hashcheck', email: 'hashcheck@example.com', password: 'secret12' });
    const stored = await UserModel.findById(res.body.user.id).lean<{ passwordHash: string }>();
    expect(stored!.passwordHash).toMatch(/^\$2[aby]\$04\$/);
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

describe('look-alike and invisible characters', () => {
  it('when a name differs from an existing one only by full-width letters, half-width jamo or NFD, then it is a 409', async () => {
    await register({ username: 'ㄱㄴ하루', email: 'jamo@example.com', password: 'secret1' }).expect(201);
    await register({ username: 'Alike', email: 'alike@example.com', password: 'secret1' }).expect(201);
    for (const username of ['\uFFA1\uFFA4하루', 'ㄱㄴ하루'.normalize('NFD'), 'ＡＬＩＫＥ', 'ａlike']) {
      const res = await register({ username, email: `x${Date.now()}${Math.random()}@example.com`.replace('0.', ''), password: 'secret1' });
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({ code: 'conflict', detail: AUTH_MESSAGES.usernameTaken, errors: [{ field: 'username' }] });
    }
  });

  it('when an address differs from an existing one only by NFD Hangul or full-width letters, then it is a 409', async () => {
    await register({ username: 'mailowner', email: '하루@example.com', password: 'secret1' }).expect(201);
    for (const [i, email] of ['하루@example.com'.normalize('NFD'), '하루@ＥＸＡＭＰＬＥ.com'].entries()) {
      const res = await register({ username: `mailtwin${i}`, email, password: 'secret1' });
      expect(res.status).toBe(409);
      expect(res.body.detail).toBe(AUTH_MESSAGES.emailTaken);
    }
  });

  it.each([
    ['\u3164\u3164\u3164', 'three Hangul fillers (U+3164)'],
    ['\uFFA0\uFFA0\uFFA0', 'three half-width fillers (U+FFA0)'],
    ['ab\u115Fc', 'a choseong filler (U+115F)'],
    ['abc\u1160', 'a jungseong filler (U+1160)'],
    ['ha\u200Bru', 'a zero-width space'],
    ['하루\u202E', 'a right-to-left override'],
    ['haru\u0000', 'NUL'],
  ])('when a username carries %j (%s), then 400 with the Korean detail and nothing is stored', async (username) => {
    const res = await register({ username, email: 'invisible@example.com', password: 'secret1' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'validation_failed', detail: AUTH_MESSAGES.usernameInvisible });
    expect(await UserModel.exists({ emailKey: 'invisible@example.com' })).toBeNull();
  });

  it.each([['nul\u0000@example.com'], ['zero\u200B@example.com'], ['bom\uFEFF@example.com'], ['fill\u3164@example.com']])(
    'when an e-mail carries an invisible or control character (%j), then 400 with the Korean detail',
    async (email) => {
      const res = await register({ username: 'cleanname', email, password: 'secret1' });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 'validation_failed', detail: AUTH_MESSAGES.emailInvisible });
    },
  );

  it('stores the name in NFKC and the address in NFC, and either signs in', async () => {
    const res = await register({ username: 'Ｆｕｌｌ하루'.normalize('NFD'), email: '루나@example.com'.normalize('NFD'), password: 'secret1' });
    expect(res.status).toBe(201);
    expect(res.body.user).toMatchObject({ username: 'Full하루', email: '루나@example.com' });
    expect((await api.http().post('/api/auth/login').send({ username: 'full하루', password: 'secret1' })).status).toBe(200);
    expect((await api.http().post('/api/auth/login').send({ username: '루나@example.com'.normalize('NFD'), password: 'secret1' })).status).toBe(200);
  });
});
