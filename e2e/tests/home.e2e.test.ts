import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { VIEWPORTS } from '../src/chromium';
import { apiAs, registerUser, type E2eUser } from '../src/session';
import { loginViaForm } from '../src/auth-ui';
import { newContext } from '../src/context';
import { marks, watchNow } from '../src/page-clock';
import { goInApp } from '../src/in-app';
import { dragListening } from '../src/keyboard-drag';
import { sharedPage } from '../src/shared-page';
import { useRun } from '../src/use-run';

const run = useRun();
const shared = sharedPage(run);

async function login(username: string, password: string): Promise<Response> {
  return fetch(`${run.server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
}

const api = (user: E2eUser, method: string, path: string, body?: unknown) => apiAs(run.server.url, user, method, path, body);

function seoulToday(offsetDays = 0): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(Date.now() + offsetDays * 86_400_000));
}

const newTodo = (title: string, due: string) => ({ title, description: '', priority: 'medium', status: 'pending', category: 'work', due_date: due, tags: [] });

/** Today's year and month in Korea. */
function seoulMonth(): { year: number; month: number } {
  const [year, month] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul', year: 'numeric', month: '2-digit' }).format(new Date()).split('-').map(Number);
  return { year, month };
}

for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  describe(`home remote at ${viewport.width} px (${name})`, () => {
    it('reorders and hides home sections in the customisation screen, and the home follows', async () => {
      const user = await registerUser(run.server.url, `order${name.slice(0, 1)}`);
      const page = await shared.open(user, viewport, '/home-screen-customization');
      const list = page.getByTestId('section-list');
      await list.locator('li').first().waitFor();
      // keyboard: the activity handle moved up four times with the arrow key
      const handle = page.getByRole('button', { name: /^활동 순서 바꾸기/ });
      await handle.focus();
      for (let i = 0; i < 4; i += 1) await page.keyboard.press('ArrowUp');
      // buttons: progress moved down once
      await page.getByRole('button', { name: '진행률 아래로 이동' }).click();
      await page.getByRole('checkbox', { name: '환영 인사 표시' }).uncheck();
      assert.deepEqual(await list.locator(':scope > li').evaluateAll((items) => items.map((li) => li.getAttribute('data-id'))), ['activity', 'welcome', 'stats', 'quickActions', 'progress']);
      await page.getByTestId('save-layout').click();
      await page.waitForURL(`${run.server.url}/mypage`);

      await goInApp(page, '/home');
      await page.getByTestId('home-page').locator('[data-section]').first().waitFor();
      const order = await page.locator('[data-section]').evaluateAll((els) => els.map((el) => el.getAttribute('data-section')));
      assert.deepEqual(order, ['activity', 'stats', 'quickActions', 'progress']);
      assert.equal(await page.getByTestId('home-clock').count(), 0);
    });

    it('drags a home section with the keyboard (Space, ↓, ↓, Space), each step announced in Korean, and the home follows', async () => {
      const user = await registerUser(run.server.url, `drag${name.slice(0, 1)}`);
      const page = await shared.open(user, viewport, '/home-screen-customization');
      const list = page.getByTestId('section-list');
      await list.locator('li').first().waitFor();
      await page.getByRole('button', { name: /^환영 인사 순서 바꾸기/ }).focus();
      await page.keyboard.press('Space');
      await page.getByText('환영 인사을(를) 들었습니다. 5개 중 1번째').waitFor({ state: 'attached' });
      await dragListening(page);
      // one step at a time, as a person listening to each announcement would
      await page.keyboard.press('ArrowDown');
      await page.getByText('환영 인사: 5개 중 2번째').waitFor({ state: 'attached' });
      await page.keyboard.press('ArrowDown');
      await page.getByText('환영 인사: 5개 중 3번째').waitFor({ state: 'attached' });
      await page.keyboard.press('Space');
      await page.getByText('환영 인사을(를) 5개 중 3번째에 놓았습니다').waitFor({ state: 'attached' });
      assert.deepEqual(await list.locator(':scope > li').evaluateAll((items) => items.map((li) => li.getAttribute('data-id'))), ['stats', 'progress', 'welcome', 'quickActions', 'activity']);
      await page.getByTestId('save-layout').click();
      await page.waitForURL(`${run.server.url}/mypage`);
      await goInApp(page, '/home');
      await page.getByTestId('home-page').locator('[data-section]').first().waitFor();
      const order = await page.locator('[data-section]').evaluateAll((els) => els.map((el) => el.getAttribute('data-section')));
      assert.deepEqual(order, ['stats', 'progress', 'welcome', 'quickActions', 'activity']);
    });

    it('customises quick actions in the modal (toggle, keyboard reorder) and the home shows them in that order', async () => {
      const user = await registerUser(run.server.url, `qa${name.slice(0, 1)}`);
      const page = await shared.open(user, viewport, '/home-screen-customization');
      await page.getByRole('button', { name: '빠른 실행 항목 편집' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('checkbox', { name: /캘린더/ }).check();
      const handle = dialog.getByRole('button', { name: /^캘린더 순서 바꾸기/ });
      await handle.focus();
      for (let i = 0; i < 6; i += 1) await page.keyboard.press('ArrowUp');
      await dialog.getByRole('checkbox', { name: /WBS/ }).uncheck();
      await dialog.getByRole('button', { name: '저장' }).click();
      await dialog.waitFor({ state: 'hidden' });
      await goInApp(page, '/home');
      await page.getByTestId('quick-actions').waitFor();
      const hrefs = await page.getByTestId('quick-actions').locator('a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
      assert.deepEqual(hrefs, ['/calendar', '/todo', '/meeting-notes', '/json-formatter']);
    });

    it('reflects a new to-do on the dashboard, also after moving between screens', async () => {
      const user = await registerUser(run.server.url, `dash${name.slice(0, 1)}`);
      await api(user, 'POST', '/api/todos', newTodo('첫 할일', seoulToday()));
      const page = await shared.open(user, viewport, '/dashboard');
      const total = viewport.width >= 1024 ? page.getByTestId('widget-pending') : page.getByTestId('stat-total');
      await page.waitForFunction((id) => document.querySelector(`[data-testid="${id}"] dd`)?.textContent === '1', viewport.width >= 1024 ? 'widget-pending' : 'stat-total');
      assert.match(await total.innerText(), /1/);
      await api(user, 'POST', '/api/todos', newTodo('둘째 할일', seoulToday()));
      await page.getByRole('link', { name: '캘린더' }).first().click();
      await page.getByTestId('month-title').waitFor();
      await page.goBack();
      await page.waitForFunction((id) => document.querySelector(`[data-testid="${id}"] dd`)?.textContent === '2', viewport.width >= 1024 ? 'widget-pending' : 'stat-total');
    });

    it('shows the clock, the Korean date and four quick actions on a new account', async () => {
      const user = await registerUser(run.server.url, `home${name.slice(0, 1)}`);
      const page = await shared.open(user, viewport, '/home');
      const clock = page.getByTestId('home-clock');
      const first = await clock.innerText();
      await page.waitForFunction((before) => document.querySelector('[data-testid="home-clock"]')?.textContent !== before, first, { timeout: 3000 });
      assert.match(first, /^(오전|오후) \d{1,2}:\d{2}:\d{2}$/);
      assert.match(await page.getByTestId('home-date').innerText(), /^\d{4}년 \d{1,2}월 \d{1,2}일 \([일월화수목금토]\)$/);
      await page.getByTestId('quick-actions').waitFor();
      assert.equal(await page.getByTestId('quick-actions').locator('a').count(), 4);
      const widgets = page.getByTestId('widget-projects');
      assert.equal(await widgets.isVisible(), viewport.width >= 1024);
    });

    it('shows Korean public holidays in red with their names, and the day list on click', async () => {
      const user = await registerUser(run.server.url, `hol${name.slice(0, 1)}`);
      const page = await shared.open(user, viewport, '/calendar');
      const { year, month } = seoulMonth();
      await page.getByTestId('month-title').waitFor();
      // 개천절 (October 3) exists every year: walk to October of this year.
      const steps = 10 - month;
      for (let i = 0; i < Math.abs(steps); i += 1) {
        await page.getByRole('button', { name: steps > 0 ? '다음 달' : '이전 달' }).click();
      }
      assert.equal(await page.getByTestId('month-title').innerText(), `${year}년 10월`);
      const day = page.locator(`button[data-date="${year}-10-03"]`);
      await day.getByTestId('holiday-name').waitFor(); // holidays come from GET /api/holidays
      assert.match(await day.innerText(), /개천절/);
      assert.match((await day.getAttribute('aria-label')) ?? '', /개천절/);
      const colour = await day.locator('span').first().evaluate((el) => getComputedStyle(el).color);
      assert.notEqual(colour, await page.locator(`button[data-date="${year}-10-07"] span`).first().evaluate((el) => getComputedStyle(el).color));
      await day.click();
      assert.match(await page.getByTestId('day-panel').innerText(), /개천절/);
    });

    it('turns 음력 labels on from my page and shows them under each calendar day', async () => {
      const user = await registerUser(run.server.url, `lunar${name.slice(0, 1)}`);
      const page = await shared.open(user, viewport, '/calendar');
      const today = page.locator(`button[data-date="${seoulToday()}"]`);
      await today.waitFor();
      assert.equal(await page.getByTestId('lunar-label').count(), 0); // off by default
      await goInApp(page, '/mypage');
      await page.getByRole('button', { name: '달력 설정' }).click();
      const toggle = page.getByRole('checkbox', { name: '날짜 아래에 음력 표시' });
      await page.waitForFunction(() => !(document.querySelector('[data-testid="lunar-labels-toggle"]') as HTMLInputElement | null)?.disabled);
      await toggle.check();
      await page.waitForFunction(() => { const box = document.querySelector('[data-testid="lunar-labels-toggle"]') as HTMLInputElement | null; return box?.checked && !box.disabled; });
      await goInApp(page, '/calendar');
      await today.getByTestId('lunar-label').waitFor();
      assert.match(await today.getByTestId('lunar-label').innerText(), /^음 (윤)?\d{1,2}\.\d{1,2}$/);
      assert.equal(await page.getByTestId('lunar-label').count(), 42);
    });

    it('switches the theme from my page at once, and logs out to the login screen', async () => {
      const user = await registerUser(run.server.url, `theme${name.slice(0, 1)}`);
      const page = await shared.open(user, viewport, '/mypage');
      await page.getByRole('button', { name: '테마 설정' }).click();
      await page.getByRole('radio', { name: '다크' }).check();
      await page.waitForFunction(() => document.documentElement.dataset.theme === 'dark');
      await page.getByRole('radio', { name: '라이트' }).check();
      await page.waitForFunction(() => document.documentElement.dataset.theme === 'light');
      assert.equal(await page.evaluate(() => localStorage.getItem('haru.theme')), 'light');
      await page.getByRole('dialog').getByRole('button', { name: '닫기' }).first().click();
      await page.getByTestId('mypage-logout').click();
      await page.waitForURL(`${run.server.url}/login`);
      assert.equal(await page.evaluate(() => localStorage.getItem('access_token')), null);
      const res = await fetch(`${run.server.url}/api/auth/refresh`, {
        method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ refresh_token: user.refresh_token }),
      });
      assert.equal(res.status, 401);
    });

    it('shows the analytics report with a date-range choice and a data table behind each chart', async () => {
      const user = await registerUser(run.server.url, `ana${name.slice(0, 1)}`);
      const page = await shared.open(user, viewport, '/analytics');
      await page.getByRole('heading', { name: '분석 및 리포트', level: 1 }).waitFor();
      await page.getByRole('region', { name: '주별 완료한 할일' }).waitFor();
      for (const title of ['주별 완료한 할일', '주별 회의', '카테고리별 할일', '우선순위별 할일', '주별 지연 할일', '프로젝트별 WBS 진행률']) {
        assert.equal(await page.getByRole('region', { name: title }).count(), 1, title);
      }
      await page.getByRole('combobox', { name: '조회 기간' }).selectOption('4w');
      const weekly = page.getByRole('region', { name: '주별 회의' });
      await weekly.getByText('표로 보기').click();
      await page.waitForFunction(() => document.querySelectorAll('section[aria-label="주별 회의"] tbody tr').length === 4);
      await page.getByRole('combobox', { name: '조회 기간' }).selectOption('custom');
      await page.getByRole('textbox', { name: '시작일' }).fill('2025-03-10');
      await page.getByRole('textbox', { name: '종료일' }).fill('2025-03-01');
      await page.getByRole('button', { name: '적용' }).click();
      await page.getByText('종료일은 시작일보다 늦어야 하며, 기간은 최대 1년입니다.').waitFor();
    });

    it('changes the password with the spec messages, closes after 2 s, and the new password logs in', async () => {
      const user = await registerUser(run.server.url, `pw${name.slice(0, 1)}`);
      const page = await shared.open(user, viewport, '/mypage');
      await page.getByRole('button', { name: '비밀번호 변경' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('현재 비밀번호').fill(user.password);
      await dialog.getByLabel('새 비밀번호', { exact: true }).fill('newpass1');
      await dialog.getByLabel('새 비밀번호 확인').fill('newpass2');
      await dialog.getByRole('button', { name: '변경' }).click();
      await dialog.getByText('새 비밀번호가 일치하지 않습니다.').waitFor();
      await dialog.getByLabel('새 비밀번호', { exact: true }).fill('short');
      await dialog.getByLabel('새 비밀번호 확인').fill('short');
      await dialog.getByRole('button', { name: '변경' }).click();
      await dialog.getByText('비밀번호는 최소 6자리 이상이어야 합니다.').waitFor();
      await dialog.getByLabel('현재 비밀번호').fill('wrong-password');
      await dialog.getByLabel('새 비밀번호', { exact: true }).fill('newpass123');
      await dialog.getByLabel('새 비밀번호 확인').fill('newpass123');
      await dialog.getByRole('button', { name: '변경' }).click();
      await dialog.getByText('현재 비밀번호가 올바르지 않습니다.').waitFor();
      await dialog.getByLabel('현재 비밀번호').fill(user.password);
      await watchNow(page, { success: { selector: 'dialog, [role="dialog"]', text: '비밀번호가 성공적으로 변경되었습니다.' }, dialog: { selector: 'dialog[open], [role="dialog"]' } });
      await dialog.getByRole('button', { name: '변경' }).click();
      await dialog.getByText('비밀번호가 성공적으로 변경되었습니다.').waitFor();
      await dialog.waitFor({ state: 'hidden', timeout: 4000 });
      const shown = await marks(page);
      const openFor = shown.dialog!.hidden! - shown.success!.shown!;
      assert.ok(openFor >= 1950 && openFor < 3000, `modal closed ${Math.round(openFor)} ms after the message: ${JSON.stringify(shown)}`);

      assert.equal((await login(user.username, user.password)).status, 401);
      const fresh = await newContext(run.browser, viewport);
      const again = await fresh.newPage();
      await again.goto(`${run.server.url}/login`);
      await loginViaForm(again, user.username, user.password);
      await again.getByText('로그인에 실패했습니다. 아이디와 비밀번호를 확인해주세요.').waitFor();
      await again.getByLabel('비밀번호').fill('newpass123');
      await again.getByRole('button', { name: '로그인', exact: true }).click();
      await again.waitForURL(`${run.server.url}/home`);
      await again.goto(`${run.server.url}/mypage`);
      assert.equal(await again.getByTestId('profile-username').innerText(), user.username);
      await fresh.close();
    });
  });
}
