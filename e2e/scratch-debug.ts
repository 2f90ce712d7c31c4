import { launchChromium, VIEWPORTS } from './src/chromium';
import { startServer } from './src/server';
import { registerUser, signInContext } from './src/session';
async function main() {
  const server = await startServer();
  const user = await registerUser(server.url, 'dbg');
  const browser = await launchChromium();
  const context = await browser.newContext({ viewport: VIEWPORTS.desktop, locale: 'ko-KR' });
  await signInContext(context, user);
  const page = await context.newPage();
  page.on('console', (m) => console.log('console', m.type(), m.text().slice(0, 300)));
  page.on('pageerror', (e) => console.log('pageerror', String(e).slice(0, 500)));
  page.on('requestfailed', (r) => console.log('reqfail', r.url()));
  await page.goto(`${server.url}/wbs-manager`);
  await page.waitForTimeout(4000);
  console.log((await page.content()).slice(0, 1500));
  await browser.close();
  await server.stop();
}
main().catch((e) => { console.error(e); process.exit(1); });
