import type { AddressInfo } from 'node:net';
import { createServer, type Server } from 'node:http';
import { startTestApi, type TestApi } from '../../../test/harness';

/** The real client (@haru/api-client) against the real API over HTTP, with an in-memory localStorage. */
class MemoryStorage {
  private data = new Map<string, string>();
  getItem(key: string) { return this.data.get(key) ?? null; }
  setItem(key: string, value: string) { this.data.set(key, String(value)); }
  removeItem(key: string) { this.data.delete(key); }
  clear() { this.data.clear(); }
}
const localStorage = new MemoryStorage();
(globalThis as { localStorage?: MemoryStorage }).localStorage = localStorage;

/** The part of the client used here (typed locally: the API's tsconfig has no DOM types for the client's source). */
interface Session { accessToken: string; refreshToken: string; username: string }
interface User { id: string; username: string; email: string; created_at: string }
interface Client {
  setBaseUrl(url: string): void;
  register(input: { username: string; email: string; password: string }): Promise<User>;
  login(input: { username: string; password: string }): Promise<User>;
  logout(): Promise<void>;
  fetchMe(): Promise<User>;
  fetchQuickActions(): Promise<{ id: string }[]>;
  fetchHomeLayout(): Promise<{ sections: unknown[] }>;
  saveHomeLayout(layout: { sections: unknown[] }): Promise<{ sections: unknown[] }>;
  changePassword(input: { currentPassword: string; newPassword: string }): Promise<{ message: string }>;
  readSession(): Session | null;
  writeSession(session: Session): void;
  onSessionExpired(handler: () => void): () => void;
}
// eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded after the storage exists
const client = require('@haru/api-client') as Client;

let api: TestApi;
let server: Server;
beforeAll(async () => {
  api = await startTestApi();
  server = createServer(api.handler).listen(0);
  client.setBaseUrl(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
});
afterAll(async () => {
  server.close();
  await api.close();
});
beforeEach(() => localStorage.clear());

describe('@haru/api-client against the API', () => {
  it('register signs in; me, prefs and change-password work through request()', async () => {
    const user = await client.register({ username: 'clientuser', email: 'client@example.com', password: 'secret12' });
    expect(client.readSession()).toMatchObject({ username: 'clientuser' });
    expect(await client.fetchMe()).toEqual(user);
    expect((await client.fetchQuickActions())[0].id).toBe('new-todo');
    const layout = await client.fetchHomeLayout();
    expect((await client.saveHomeLayout(layout)).sections).toHaveLength(5);
    await expect(client.changePassword({ currentPassword: 'wrong-one', newPassword: 'secret34' })).rejects.toMatchObject({ status: 400, message: '현재 비밀번호가 올바르지 않습니다.' });
    expect(client.readSession()).not.toBeNull();
  });

  it('login by e-mail; a wrong password raises the server\'s Korean detail', async () => {
    await client.register({ username: 'mailer', email: 'mailer@example.com', password: 'secret12' });
    localStorage.clear();
    await expect(client.login({ username: 'mailer', password: 'nope-nope' })).rejects.toMatchObject({ status: 401, message: '로그인에 실패했습니다. 아이디와 비밀번호를 확인해주세요.' });
    expect((await client.login({ username: 'MAILER@example.com', password: 'secret12' })).username).toBe('mailer');
  });

  it('concurrent calls after the access token is rejected: one rotation, every call succeeds, no logout', async () => {
    await client.register({ username: 'single', email: 'single@example.com', password: 'secret12' });
    const first = client.readSession()!;
    // An access token the server refuses (another session id) but that is not expired locally.
    client.writeSession({ ...first, accessToken: first.accessToken.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')) });
    const expired = jest.fn();
    const off = client.onSessionExpired(expired);
    const results = await Promise.all(Array.from({ length: 6 }, () => client.fetchMe()));
    off();
    expect(results.every((r) => r.username === 'single')).toBe(true);
    expect(expired).not.toHaveBeenCalled();
    const after = client.readSession()!;
    expect(after.refreshToken).not.toBe(first.refreshToken);
    // The first refresh token was rotated exactly once: using it now is a replay.
    const replay = await api.http().post('/api/auth/refresh').send({ refresh_token: first.refreshToken });
    expect(replay.status).toBe(401);
  });

  it('logout ends the server session and clears the store', async () => {
    await client.register({ username: 'leaver', email: 'leaver@example.com', password: 'secret12' });
    const session = client.readSession()!;
    await client.logout();
    expect(client.readSession()).toBeNull();
    const me = await api.http().get('/api/auth/me').set('Authorization', `Bearer ${session.accessToken}`);
    expect(me.status).toBe(401);
  });
});
