import type { Page } from 'playwright-core';

/** The login page starts with the intro splash (every load): skip it and wait for the form. */
export async function skipIntro(page: Page): Promise<void> {
  await page.getByRole('button', { name: '건너뛰기' }).click();
  await page.getByLabel('아이디 또는 이메일').waitFor();
}

/** Signs in through the login form (the page must be on /login or /intro). */
export async function loginViaForm(page: Page, identifier: string, password: string): Promise<void> {
  await skipIntro(page);
  await page.getByLabel('아이디 또는 이메일').fill(identifier);
  await page.getByLabel('비밀번호').fill(password);
  await page.getByRole('button', { name: '로그인', exact: true }).click();
}

export async function storedTokens(page: Page): Promise<{ access: string | null; refresh: string | null; username: string | null }> {
  return page.evaluate(() => ({
    access: localStorage.getItem('access_token'),
    refresh: localStorage.getItem('refresh_token'),
    username: localStorage.getItem('username'),
  }));
}
