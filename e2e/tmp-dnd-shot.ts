import { launchChromium } from './src/chromium';
import { startServer } from './src/server';
import { apiAs, registerUser, signInContext } from './src/session';

async function main() {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul' }).format(new Date());
  const server = await startServer();
  const browser = await launchChromium();
  try {
    const user = await registerUser(server.url, 'shot');
    const cats = ['work', 'personal', 'study'];
    for (let i = 0; i < 6; i += 1) {
      const r = await apiAs<{ id?: string; todo?: { id: string } }>(server.url, user, 'POST', '/api/todos', { title: `할일 ${i}`, description: '', priority: ['high', 'medium', 'low'][i % 3], status: 'pending', category: cats[i % 3], due_date: today, tags: [] });
      const id = r.todo?.id ?? r.id;
      if (i % 2 === 0) await apiAs(server.url, user, 'PUT', `/api/todos/${id}`, { status: 'completed' });
    }
    for (const theme of ['light', 'dark']) {
      const context = await browser.newContext({ viewport: { width: 1440, height: 1100 }, locale: 'ko-KR', timezoneId: 'Asia/Seoul' });
      await signInContext(context, user);
      await context.addInitScript((t) => localStorage.setItem('haru.theme', t), theme);
      const page = await context.newPage();
      await page.goto(`${server.url}/analytics`);
      await page.locator('.recharts-wrapper svg').first().waitFor();
      await page.waitForTimeout(800);
      await page.screenshot({ path: `/tmp/dnd-analytics-${theme}.png` });
      await context.close();
    }
  } finally {
    await browser.close();
    await server.stop();
  }
}
void main();
