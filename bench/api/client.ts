// A minimal JSON client for seeding through the public API (never directly into the database).
export interface Session { baseUrl: string; username: string; password: string; token: string }

export async function call<T>(s: Pick<Session, 'baseUrl'> & { token?: string }, method: string, path: string, body?: unknown): Promise<{ status: number; body: T }> {
  const send = () =>
    fetch(`${s.baseUrl}${path}`, {
      method,
      headers: { 'Content-Type': 'application/json', ...(s.token ? { Authorization: `Bearer ${s.token}` } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  // A pooled keep-alive socket the server closed after a load run resets once: retry that on a fresh socket.
  const res = await send().catch(() => send());
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : null) as T };
}

let counter = 0;

export async function register(baseUrl: string, prefix: string): Promise<Session> {
  counter += 1;
  const username = `${prefix}${process.pid % 10000}${counter}`;
  const password = 'bench-password-123';
  const res = await call<{ access_token: string }>({ baseUrl }, 'POST', '/api/auth/register', { username, email: `${username}@example.com`, password });
  if (res.status !== 201 && res.status !== 200) throw new Error(`register ${username}: ${res.status} ${JSON.stringify(res.body)}`);
  return { baseUrl, username, password, token: res.body.access_token };
}

/** Runs `count` jobs with `concurrency` in flight; throws on the first failure. */
export async function pool(count: number, concurrency: number, job: (i: number) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const i = next++;
      await job(i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, count) }, worker));
}

/** Whether the endpoint exists on this build (a module not merged yet answers 404 with no such route). */
export async function available(s: Session, path: string): Promise<boolean> {
  const res = await call<unknown>(s, 'GET', path);
  return res.status !== 404;
}

/** The user id (JWT `sub`) of an access token. */
export const userIdOf = (token: string) => (JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8')) as { sub: string }).sub;

export async function relogin(baseUrl: string, s: Session): Promise<Session> {
  const res = await call<{ access_token: string }>({ baseUrl }, 'POST', '/api/auth/login', { username: s.username, password: s.password });
  if (res.status !== 200) throw new Error(`login ${s.username}: ${res.status}`);
  return { ...s, baseUrl, token: res.body.access_token };
}
