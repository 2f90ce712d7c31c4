import type { BrowserContext } from 'playwright-core';

export interface E2eUser { username: string; email: string; password: string; access_token: string; refresh_token: string }

let counter = 0;

/** Registers a fresh user through the API (POST /api/auth/register). */
export async function registerUser(baseUrl: string, prefix = 'e2e'): Promise<E2eUser> {
  counter += 1;
  // Unique across the test files sharing one server: time, this process and a counter.
  const username = `${prefix}${Date.now().toString(36)}${process.pid.toString(36)}${counter}`;
  const email = `${username}@example.com`;
  const password = 'password123';
  const res = await fetch(`${baseUrl}/api/auth/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username, email, password }),
  });
  if (!res.ok) throw new Error(`register failed: ${res.status} ${await res.text()}`);
  const body = (await res.json()) as { access_token: string; refresh_token: string };
  return { username, email, password, ...body };
}

/** Puts the user's tokens where the app keeps them (SPEC.md section 3), before any page script runs. */
export async function signInContext(context: BrowserContext, user: E2eUser): Promise<void> {
  await context.addInitScript((u) => {
    if (!localStorage.getItem('access_token')) {
      localStorage.setItem('access_token', u.access_token);
      localStorage.setItem('refresh_token', u.refresh_token);
      localStorage.setItem('username', u.username);
    }
  }, user);
}

/** One JSON call to the API as `user` (seeding and checks beside the UI); a non-2xx answer fails the test. */
export async function apiAs<T = Record<string, unknown>>(baseUrl: string, user: E2eUser, method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { Authorization: `Bearer ${user.access_token}`, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${path} → ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}
