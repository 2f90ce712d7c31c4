import { launchChromium, VIEWPORTS } from './src/chromium';
import { startServer } from './src/server';
import { registerUser, signInContext } from './src/session';

async function main() {
  const server = await startServer();
  const user = await registerUser(server.url, 'shot');
  const api = async (method: string, path: string, body?: unknown) => {
    const res = await fetch(`${server.url}${path}`, { method, headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${user.access_token}` }, body: body ? JSON.stringify(body) : undefined });
    return res.json() as Promise<{ id: string }>;
  };
  const p = await api('POST', '/api/wbs/projects', { title: '홈페이지 개편 프로젝트', description: '회사 홈페이지를 새 디자인으로 개편합니다.\n모바일 우선.', start_date: '2026-11-01', end_date: '2026-12-31', status: 'in_progress' });
  await api('POST', '/api/wbs/projects', { title: '사내 위키 정리', start_date: '2026-10-01', end_date: '2026-11-30' });
  const a = await api('POST', `/api/wbs/projects/${p.id}/tasks`, { title: '기획', start_date: '2026-11-01', end_date: '2026-11-10', status: 'completed', progress: 100, estimated_hours: 16 });
  const a1 = await api('POST', `/api/wbs/projects/${p.id}/tasks`, { title: '요구사항 정리', parent_id: a.id, start_date: '2026-11-01', end_date: '2026-11-05', status: 'completed', progress: 100, estimated_hours: 8, assignee: '김하루' });
  await api('POST', `/api/wbs/projects/${p.id}/tasks`, { title: '화면 설계', parent_id: a.id, start_date: '2026-11-06', end_date: '2026-11-20', status: 'in_progress', progress: 40, estimated_hours: 24, priority: 'high' });
  await api('POST', `/api/wbs/projects/${p.id}/tasks`, { title: '세부 항목', parent_id: a1.id, start_date: '2026-11-02', end_date: '2026-11-03', status: 'blocked' });
  await api('POST', `/api/wbs/projects/${p.id}/tasks`, { title: '개발', start_date: '2026-11-21', end_date: '2026-12-20' });
  const browser = await launchChromium();
  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    const context = await browser.newContext({ viewport, locale: 'ko-KR' });
    await signInContext(context, user);
    const page = await context.newPage();
    page.on('console', (m) => { if (m.type() === 'error') console.log('console', m.text()); });
    for (const [slug, url] of [['manager', '/wbs-manager'], ['list', '/wbs'], ['detail', `/wbs/detail/${p.id}`], ['add', `/wbs/projects/${p.id}/tasks/add`], ['edit', `/wbs/edit/${p.id}`], ['nf', '/wbs/detail/0123456789abcdef01234567']]) {
      await page.goto(`${server.url}${url}`);
      await page.waitForTimeout(1500);
      await page.screenshot({ path: `/tmp/wbs-shots/${name}-${slug}.png`, fullPage: true });
    }
    await page.goto(`${server.url}/wbs/detail/${p.id}`);
    await page.waitForTimeout(1000);
    await page.getByRole('button', { name: '타임라인' }).first().click().catch((e) => console.log('no timeline button', String(e).slice(0, 100)));
    await page.waitForTimeout(500);
    await page.screenshot({ path: `/tmp/wbs-shots/${name}-timeline.png`, fullPage: true });
    await page.getByRole('button', { name: '트리' }).first().click().catch(() => undefined);
    await page.getByRole('button', { name: '기획에 하위 작업 추가' }).click();
    await page.waitForTimeout(500);
    await page.screenshot({ path: `/tmp/wbs-shots/${name}-modal.png` });
    await context.close();
  }
  await browser.close();
  await server.stop();
}
main().catch((e) => { console.error(e); process.exit(1); });
