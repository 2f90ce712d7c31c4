import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import http, { type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { testBrowser, VIEWPORTS } from '../src/chromium';
import { ROOT, startServer, type RunningServer } from '../src/server';
import { registerUser, signInContext, type E2eUser } from '../src/session';
import { serveDir, type StaticServer } from '../src/static-server';
import { downloadBytes } from '../src/download';
import { newContext, type Viewport } from '../src/context';

let browser: Browser;
before(async () => { browser = await testBrowser(); });
after(async () => { await browser?.close(); });

/** The API tester's test target: reachable only because API_TESTER_ALLOW_HOSTS names it. */
async function startTarget(): Promise<{ server: Server; hostPort: string }> {
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => { body += c; });
    req.on('end', () => {
      res.writeHead(201, { 'Content-Type': 'application/json', 'X-Target': 'e2e' });
      res.end(JSON.stringify({ method: req.method, url: req.url, received: body ? JSON.parse(body) : null, auth: req.headers.authorization ?? null }));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return { server, hostPort: `127.0.0.1:${(server.address() as AddressInfo).port}` };
}

/**
 * One page per server, signed in as its user, with the clipboard allowed (issue 16: a context per test cost a
 * renderer and a cold load of every script). `url` loads in full: each test starts on a fresh document of its tool,
 * as before, so nothing one leaves in its page (listeners, a 5 MB document) reaches the next.
 */
function toolPages(getServer: () => RunningServer, getUser: () => E2eUser) {
  let context: BrowserContext | null = null;
  let page: Page | null = null;
  return {
    async open(url: string, viewport: Viewport = VIEWPORTS.desktop): Promise<{ page: Page }> {
      const server = getServer();
      if (!context || !page) {
        context = await newContext(browser, viewport, { acceptDownloads: true });
        await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
        await signInContext(context, getUser());
        page = await context.newPage();
      }
      await page.setViewportSize(viewport);
      await page.goto(`${server.url}${url}`);
      await page.locator('[data-remote-root="mf_tools"]').waitFor();
      return { page };
    },
    close: () => context?.close(),
  };
}

const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).waitFor();

describe('tools: same-origin remote', () => {
  let server: RunningServer;
  let user: E2eUser;
  let target: { server: Server; hostPort: string };

  const tools = toolPages(() => server, () => user);

  before(async () => {
    target = await startTarget();
    server = await startServer({ API_TESTER_ALLOW_HOSTS: target.hostPort });
    user = await registerUser(server.url, 'tools');
  });
  after(async () => {
    await tools.close();
    await server?.stop();
    target?.server.close();
  });

  it('hub: four tool cards and the static tiles, each card opens its tool', async () => {
    const { page } = await tools.open('/utilities');
    const hub = page.locator('[data-remote-root="mf_tools"]');
    for (const name of ['JSON 포매터', 'JSON 비교', 'QR 코드 생성기', 'API 테스터']) await hub.getByRole('link', { name: new RegExp(`^${name}`) }).waitFor();
    for (const tile of ['100%', '24/7', '무제한']) await page.getByText(tile, { exact: true }).waitFor();
    await hub.getByRole('link', { name: /^JSON 비교/ }).click();
    await page.waitForURL(`${server.url}/json-compare`);
  });

  it('formatter: formats with sorted keys, validates (green / red with line and column), minifies and copies', async () => {
    const { page } = await tools.open('/json-formatter');
    const input = page.getByLabel('입력 JSON');
    const output = page.getByLabel('출력 JSON');
    await input.fill('{"b":1,"a":{"d":[1,2],"c":"하루"}}');
    await page.getByRole('button', { name: '포맷', exact: true }).click();
    await page.waitForFunction(() => (document.getElementById('json-output') as HTMLTextAreaElement).value.length > 0);
    assert.equal(await output.inputValue(), '{\n  "a": {\n    "c": "하루",\n    "d": [\n      1,\n      2\n    ]\n  },\n  "b": 1\n}');

    await page.getByLabel('들여쓰기').selectOption('tab');
    await page.getByRole('button', { name: '포맷', exact: true }).click();
    await page.waitForFunction(() => (document.getElementById('json-output') as HTMLTextAreaElement).value.startsWith('{\n\t"a"'));

    await page.getByRole('button', { name: '검증' }).click();
    const valid = page.getByText('유효한 JSON 형식입니다');
    await valid.waitFor();
    assert.equal(await valid.evaluate((el) => getComputedStyle(el).color), await page.evaluate(() => {
      const probe = document.createElement('span');
      probe.style.color = 'var(--haru-success)';
      document.body.append(probe);
      const c = getComputedStyle(probe).color;
      probe.remove();
      return c;
    }));

    await input.fill('{\n  "a": 1,\n  "b": }\n}');
    await page.getByRole('button', { name: '검증' }).click();
    const error = page.getByRole('alert').filter({ hasText: 'JSON 형식이 올바르지 않습니다' });
    await error.waitFor();
    assert.match(await error.innerText(), /3행 8열/);
    assert.match(await error.innerText(), /값이 있어야 할 자리에 알 수 없는 문자가 있습니다/);

    await input.fill('{ "z": [1, 2],\n "y": null }');
    await page.getByRole('button', { name: '압축' }).click();
    await page.waitForFunction(() => (document.getElementById('json-output') as HTMLTextAreaElement).value === '{"y":null,"z":[1,2]}');
    await page.getByRole('button', { name: '출력 복사' }).click();
    await toast(page, '출력 JSON이 복사되었습니다!');
    assert.equal(await page.evaluate(() => navigator.clipboard.readText()), '{"y":null,"z":[1,2]}');
    await page.getByRole('button', { name: '입력 복사' }).click();
    await toast(page, '입력 JSON이 복사되었습니다!');

    // Numbers keep their digits: no rounding of long ids, no dropped zeros.
    await input.fill('{"p": 1.50, "big": 12345678901234567890}');
    await page.getByRole('button', { name: '압축' }).click();
    await page.waitForFunction(() => (document.getElementById('json-output') as HTMLTextAreaElement).value === '{"big":12345678901234567890,"p":1.50}');

    // Keyboard: Ctrl+Enter in the input formats.
    await input.fill('[3,{"b":2,"a":1}]');
    await input.press('Control+Enter');
    await page.waitForFunction(() => (document.getElementById('json-output') as HTMLTextAreaElement).value.includes('"a": 1'));
    await page.getByRole('button', { name: '지우기' }).click();
    assert.equal(await input.inputValue(), '');
  });

  it('compare: waits until typing has stopped for 1 s, then lists differences with paths', async () => {
    const { page } = await tools.open('/json-compare');
    const result = page.locator('[data-state]');
    await page.getByText('비교할 JSON 두 개를 입력해주세요').waitFor();
    // The wait is timed in the page (last input event → the result first leaving 'pending'), so a slow round trip
    // between this process and Chromium can neither shorten nor lengthen it.
    type Timing = { typed?: number; settled?: number; state?: string | null };
    await result.evaluate((el) => {
      const timing: Timing = {};
      (window as unknown as { compareTiming: Timing }).compareTiming = timing;
      document.addEventListener('input', () => { timing.typed = performance.now(); timing.settled = undefined; }, true);
      new MutationObserver(() => {
        const state = el.getAttribute('data-state');
        if (timing.typed !== undefined && timing.settled === undefined && state !== 'pending') {
          timing.settled = performance.now();
          timing.state = state;
        }
      }).observe(el, { attributes: true, attributeFilter: ['data-state'] });
    });
    await page.getByLabel('원본 JSON').fill('{"name":"하루","items":[1,2],"meta":{"v":1}}');
    await page.getByLabel('비교할 JSON').fill('{"name":"하루","items":[1,3,4],"meta":{"v":"1"},"new":true}');
    await page.getByText('차이점 4개').waitFor();
    const timing = await page.evaluate(() => (window as unknown as { compareTiming: Required<Timing> }).compareTiming);
    assert.equal(timing.state, 'different', 'the first result after typing is the comparison');
    const waited = timing.settled - timing.typed;
    assert.ok(waited >= 950, `compared ${Math.round(waited)} ms after the last keystroke`);
    for (const p of ['items[1]', 'items[2]', 'meta.v', 'new']) await page.getByRole('button', { name: `경로 ${p} 복사` }).waitFor();
    assert.match(await result.innerText(), /2\s*→\s*3/);
    await page.getByRole('button', { name: '경로 meta.v 복사' }).click();
    await toast(page, '경로가 복사되었습니다!');
    assert.equal(await page.evaluate(() => navigator.clipboard.readText()), 'meta.v');

    await page.getByLabel('비교할 JSON').fill('{"broken":');
    await page.getByText('JSON 형식 오류: 비교할 JSON').waitFor();
    await page.getByLabel('비교할 JSON').fill('{ "meta": {"v": 1}, "items": [1, 2], "name": "하루" }');
    await page.getByText('두 JSON 데이터가 동일합니다!').waitFor();

    // Long ids that a double would round to the same value still differ.
    await page.getByLabel('원본 JSON').fill('{"id": 12345678901234567890}');
    await page.getByLabel('비교할 JSON').fill('{"id": 12345678901234567891}');
    await page.getByText('차이점 1개').waitFor();
    assert.match(await result.innerText(), /12345678901234567890\s*→\s*12345678901234567891/);

    await page.getByRole('button', { name: '모두 지우기' }).click();
    await page.getByRole('button', { name: '샘플 데이터 불러오기' }).click();
    await page.getByText(/차이점 \d+개/).waitFor();
    await page.getByRole('button', { name: '경로 address.zip 복사' }).waitFor();
  });

  it('QR: loads the library on demand, previews after 500 ms, downloads PNG (Hangul decodes back) and JPEG, copies', async () => {
    const { page } = await tools.open('/utilities');
    const qrChunk: string[] = [];
    page.on('request', (r) => { if (/\/qrcode\.[0-9a-f]+\.js$/.test(r.url())) qrChunk.push(r.url()); });
    await page.locator('[data-remote-root="mf_tools"]').getByRole('link', { name: /^QR 코드 생성기/ }).click();
    await page.getByLabel('QR 코드에 담을 내용').waitFor();
    assert.equal(qrChunk.length, 0, 'qrcode is not loaded before it is needed');

    const text = '안녕하세요 하루 QR 테스트';
    await page.getByLabel('QR 코드에 담을 내용').fill(text);
    await page.getByText(`${[...text].length}자 · ${Buffer.byteLength(text)}바이트 (UTF-8)`).waitFor();
    const image = page.getByTestId('qr-image');
    await image.waitFor();
    assert.equal(qrChunk.length, 1);

    const [png] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'qrcode.png 다운로드' }).click()]);
    assert.equal(png.suggestedFilename(), 'qrcode.png');
    const decoded = PNG.sync.read(await downloadBytes(png));
    assert.equal(decoded.width, 256);
    assert.equal(jsQR(new Uint8ClampedArray(decoded.data), decoded.width, decoded.height)?.data, text);

    await page.getByLabel('여백 (0~10)').fill('11');
    await page.getByText('여백은 0부터 10 사이의 정수여야 합니다.').waitFor();
    await page.getByLabel('여백 (0~10)').fill('2');
    await page.getByLabel('파일 형식').selectOption('jpeg');
    await page.getByLabel('크기').selectOption('512');
    const [jpeg] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'qrcode.jpeg 다운로드' }).click()]);
    assert.equal(jpeg.suggestedFilename(), 'qrcode.jpeg');
    assert.deepEqual([...(await downloadBytes(jpeg)).subarray(0, 3)], [0xff, 0xd8, 0xff]);

    await page.getByRole('button', { name: '클립보드에 복사' }).click();
    await toast(page, 'QR 코드가 클립보드에 복사되었습니다!');

    await page.getByRole('button', { name: 'WiFi' }).click();
    await page.getByLabel('네트워크 이름 (SSID)').fill('하루;집');
    await page.getByLabel('비밀번호').fill('pa:ss');
    await page.getByRole('button', { name: '내용에 적용' }).click();
    assert.equal(await page.getByLabel('QR 코드에 담을 내용').inputValue(), 'WIFI:T:WPA;S:하루\\;집;P:pa\\:ss;;');
  });

  it('API tester: sends through the API to the allow-listed target, shows the response, keeps history; the guard refuses others', async () => {
    const { page } = await tools.open('/api-tester');
    await page.getByText('아직 보낸 요청이 없습니다.').waitFor();
    await page.getByLabel('메서드').selectOption('POST');
    await page.getByLabel('요청 URL').fill(`http://${target.hostPort}/echo`);
    await page.getByRole('tab', { name: '쿼리 파라미터' }).click();
    await page.getByLabel('쿼리 파라미터 1 이름').fill('q');
    await page.getByLabel('쿼리 파라미터 1 값').fill('하루');
    await page.getByRole('tab', { name: '쿼리 파라미터' }).press('ArrowRight'); // keyboard: arrows move between tabs
    assert.equal(await page.getByRole('tab', { name: '헤더' }).getAttribute('aria-selected'), 'true');
    await page.keyboard.press('ArrowRight');
    assert.equal(await page.evaluate(() => document.activeElement?.id), 'req-tab-body');
    await page.getByLabel('본문 형식').selectOption('json');
    await page.getByLabel('요청 본문').fill('{"title":"회의"}');
    await page.getByRole('button', { name: '보내기' }).click();
    const response = page.getByTestId('api-response');
    await response.waitFor();
    const shown = await response.innerText();
    assert.match(shown, /201 Created/);
    assert.match(shown, /"title": "회의"/);
    assert.match(shown, /"auth": null/, "the user's own token is not forwarded");
    assert.match(shown, /q=%ED%95%98%EB%A3%A8/);
    await page.getByRole('tab', { name: /헤더 \(/ }).click();
    await page.getByText('X-Target').waitFor();
    await page.getByRole('button', { name: `POST http://${target.hostPort}/echo 다시 불러오기` }).waitFor();

    await page.getByLabel('요청 URL').fill('http://localhost:9/');
    await page.getByLabel('요청 URL').press('Enter'); // the form submits from the keyboard
    await page.getByText('내부 네트워크나 로컬 주소로는 요청을 보낼 수 없습니다.').waitFor();
  });

  it('every tool fits 390 px without horizontal scrolling', async () => {
    for (const url of ['/utilities', '/json-formatter', '/json-compare', '/qr-generator', '/api-tester']) {
      const { page } = await tools.open(url, VIEWPORTS.mobile);
      await page.getByRole('heading', { level: 1 }).waitFor();
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      assert.ok(width <= 390, `${url} is ${width}px wide`);
    }
  });
});

describe('tools: remote served from another origin', () => {
  let server: RunningServer;
  let cdn: StaticServer;
  let user: E2eUser;

  before(async () => {
    cdn = await serveDir(path.join(ROOT, 'mf-tools', 'dist'));
    const registry = path.join(mkdtempSync(path.join(tmpdir(), 'haru-registry-')), 'remotes.json');
    const remotes = [{ name: 'mf_tools', entry: `${cdn.url}/mf-manifest.json`, version: '0.1.0' }];
    execFileSync('node', ['-e', `require('fs').writeFileSync(${JSON.stringify(registry)}, ${JSON.stringify(JSON.stringify({ remotes }))})`]);
    server = await startServer({ REMOTES_FILE: registry, REMOTE_ORIGINS: cdn.origin });
    user = await registerUser(server.url, 'toolsx');
  });
  const tools = toolPages(() => server, () => user);
  after(async () => {
    await tools.close();
    await server?.stop();
    await cdn?.close();
  });

  it('formats a 5 MB document in a worker while the page keeps responding', async () => {
    const { page } = await tools.open('/json-formatter');
    await page.evaluate(() => {
      const w = window as unknown as { __workers: string[] };
      w.__workers = [];
      const Original = window.Worker;
      window.Worker = class extends Original {
        constructor(url: string | URL, options?: WorkerOptions) {
          super(url, options);
          w.__workers.push(String(url));
        }
      };
    });
    const items = Array.from({ length: 48_000 }, (_, i) => ({ id: i, 이름: `항목 ${i}`, tags: ['업무', '개인'], z: { y: i % 7, x: 'x'.repeat(40) } }));
    const doc = JSON.stringify({ items });
    assert.ok(doc.length >= 5_000_000, `document is ${doc.length} characters`);
    const t0 = Date.now();
    await page.locator('input[type="file"]').setInputFiles({ name: 'big.json', mimeType: 'application/json', buffer: Buffer.from(doc) });
    await page.getByText(/큰 문서\(\d+\.\dMB\)/).waitFor();
    const loadedMs = Date.now() - t0;

    // Watch the main thread: a 16 ms timer records how late it fires while the worker formats and the view updates.
    await page.evaluate(() => {
      const w = window as unknown as { __gaps: number[]; __stop: () => void };
      w.__gaps = [];
      let last = performance.now();
      const id = setInterval(() => {
        const now = performance.now();
        w.__gaps.push(now - last);
        last = now;
      }, 16);
      w.__stop = () => clearInterval(id);
    });
    const started = Date.now();
    await page.getByRole('button', { name: '포맷', exact: true }).click();
    await page.locator('#json-output[data-lines]').waitFor({ timeout: 60_000 });
    const elapsed = Date.now() - started;
    await page.waitForTimeout(300);
    const { workers, worst, lines } = await page.evaluate(() => {
      const w = window as unknown as { __workers: string[]; __gaps: number[]; __stop: () => void };
      w.__stop();
      return { workers: w.__workers, worst: Math.max(...w.__gaps), lines: Number(document.getElementById('json-output')!.dataset.lines) };
    });
    console.log(`5 MB: file loaded in ${loadedMs} ms; formatted and shown in ${elapsed} ms; longest main-thread stall ${Math.round(worst)} ms; ${lines} lines`);
    assert.equal(workers.length, 1);
    assert.match(workers[0], /^blob:/);
    assert.ok(worst < 1000, `main thread stalled ${Math.round(worst)} ms`);
    assert.equal(lines, 4 + 48_000 * 12);
    const firstLines = await page.locator('#json-output').innerText();
    assert.match(firstLines, /^\{\n {2}"items": \[\n {4}\{\n {6}"이름": "항목 0",\n {6}"id": 0,\n {6}"tags"/); // Hangul sorts first in ko

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: '다운로드' }).click()]);
    assert.equal(download.suggestedFilename(), 'formatted.json');
    const formatted = (await downloadBytes(download)).toString('utf8');
    assert.deepEqual(JSON.parse(formatted), JSON.parse(doc));
  });

  it('loads the qrcode chunk from the remote origin and renders a preview', async () => {
    const { page } = await tools.open('/qr-generator');
    await page.getByLabel('QR 코드에 담을 내용').fill('https://example.com/하루');
    await page.getByTestId('qr-image').waitFor();
    assert.ok(cdn.requests.some((p) => /^\/qrcode\.[0-9a-f]+\.js$/.test(p)));
  });
});
