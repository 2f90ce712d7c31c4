import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import express from 'express';
import request from 'supertest';
import { COMMON_MESSAGES } from '@haru/contracts';
import pino from 'pino';
import { createLogger } from '../logger';
import { mountWeb } from './static';

let root: string;
let app: express.Express;

function writeApp(folder: string, files: Record<string, string>, version = '1.2.3') {
  mkdirSync(path.join(root, folder, 'dist'), { recursive: true });
  writeFileSync(path.join(root, folder, 'package.json'), JSON.stringify({ version }));
  for (const [name, content] of Object.entries(files)) writeFileSync(path.join(root, folder, 'dist', name), content);
}

beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), 'haru-web-test-'));
  writeApp('shell', { 'index.html': '<!doctype html><title>하루</title>', 'main.0123abcd.js': 'console.log(1)'.repeat(200) });
  writeApp('mf-todo', {
    'mf-manifest.json': JSON.stringify({ metaData: { buildInfo: { buildVersion: '2.0.0' } } }),
    'remoteEntry.js': 'var x = 1;',
    '123.89abcdef.js': 'var y = 2;',
  });
  app = express();
  mountWeb(app, { rootDir: root, remoteOrigins: ['https://cdn.example'], logger: createLogger('silent') });
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('one-port web serving', () => {
  it('when a remote is deployed, then /remotes.json lists it with the version from its manifest', async () => {
    const res = await request(app).get('/remotes.json');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toEqual({
      remotes: [{ name: 'mf_todo', entry: '/remotes/mf-todo/mf-manifest.json', version: '2.0.0' }],
      overrideOrigins: ['https://cdn.example'],
    });
  });

  it('when a remote is redeployed, then the next /remotes.json shows it without a restart', async () => {
    writeApp('mf-wbs', { 'mf-manifest.json': JSON.stringify({}) }, '0.4.0');
    const res = await request(app).get('/remotes.json');
    expect(res.body.remotes.map((r: { name: string; version: string }) => `${r.name}@${r.version}`)).toEqual(['mf_todo@2.0.0', 'mf_wbs@0.4.0']);
    rmSync(path.join(root, 'mf-wbs'), { recursive: true });
  });

  it('serves hashed assets as immutable and entry files as no-cache', async () => {
    const hashed = await request(app).get('/remotes/mf-todo/123.89abcdef.js');
    expect(hashed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const entry = await request(app).get('/remotes/mf-todo/remoteEntry.js');
    expect(entry.headers['cache-control']).toBe('no-cache');
    expect(entry.headers['access-control-allow-origin']).toBe('*');
    const missing = await request(app).get('/remotes/mf-todo/nope.js');
    expect(missing.status).toBe(404);
  });

  it('compresses text with gzip or brotli when the browser accepts it', async () => {
    const br = await request(app).get('/main.0123abcd.js').set('Accept-Encoding', 'br');
    expect(br.headers['content-encoding']).toBe('br');
    const gz = await request(app).get('/main.0123abcd.js').set('Accept-Encoding', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
  });

  it('answers deep links with the shell page and a CSP naming only the configured remote origins', async () => {
    const res = await request(app).get('/todo/123');
    expect(res.status).toBe(200);
    expect(res.text).toContain('하루');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-security-policy']).toContain("script-src 'self' https://cdn.example");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('the app page (issue 25: the registry and the path\'s first files come with it)', () => {
  const shellPreload = {
    groups: {
      bootstrap: { files: ['bootstrap.11111111.js', 'bootstrap.22222222.css'], shared: ['react'] },
      'signed-in': { files: ['signed-in.33333333.js'], shared: ['@tanstack/react-query', 'react'] },
    },
    shared: { react: ['696.44444444.js'], '@tanstack/react-query': ['87.55555555.js'], '@haru/contracts': ['211.66666666.js'] },
  };
  const todoPreload = {
    groups: {
      __federation_expose_App: { files: ['421.77777777.js', '__federation_expose_App.88888888.js'], shared: ['@haru/contracts', 'react'] },
      'route-todo-add': { files: ['route-todo-add.99999999.js'], shared: [] },
      'route-todo-_': { files: ['838.12121212.js', 'route-todo-_.13131313.js'], shared: ['@haru/contracts'] },
    },
    shared: {},
  };

  beforeAll(() => {
    writeApp('shell', {
      'index.html': '<!doctype html><html><head><title>하루</title><script defer src="/main.0123abcd.js"></script></head><body></body></html>',
      'preload.json': JSON.stringify(shellPreload),
    });
    writeApp('mf-todo', {
      'mf-manifest.json': JSON.stringify({ metaData: { buildInfo: { buildVersion: '2.0.0' }, remoteEntry: { name: 'remoteEntry.js', path: '' } } }),
      'preload.json': JSON.stringify(todoPreload),
    });
  });

  const preloads = (html: string) => [...html.matchAll(/<link rel="preload" href="([^"]+)" as="(\w+)"( crossorigin)?( fetchpriority="high")?>/g)]
    .map((m) => `${m[2]}${m[3] ? '+cors' : ''}${m[4] ? '+high' : ''} ${m[1]}`);
  const inlineRegistry = (html: string) => JSON.parse(/<script type="application\/json" id="haru-registry">(.*?)<\/script>/.exec(html)![1]);

  it('carries the registry the shell would fetch, in the head after main.js', async () => {
    const page = await request(app).get('/login');
    expect(inlineRegistry(page.text)).toEqual((await request(app).get('/remotes.json')).body);
    expect(page.text.indexOf('main.0123abcd.js')).toBeLessThan(page.text.indexOf('haru-registry'));
    expect(page.text.indexOf('haru-registry')).toBeLessThan(page.text.indexOf('</head>'));
  });

  it('preloads only the shell\'s start on a page no remote owns', async () => {
    expect(preloads((await request(app).get('/login')).text)).toEqual([
      'script /bootstrap.11111111.js', 'style /bootstrap.22222222.css', 'script /696.44444444.js',
    ]);
  });

  it('preloads the signed-in frame and the owning remote\'s manifest, entry, App chunks, screen chunk and shared packages, each once', async () => {
    expect(preloads((await request(app).get('/todo/add')).text)).toEqual([
      // the remote's manifest and entry first, at high priority: not held back behind main.js while the page is in
      // its head, nor behind the shell's chunks for one of the six connections to the host
      'fetch+cors+high /remotes/mf-todo/mf-manifest.json', 'script+high /remotes/mf-todo/remoteEntry.js',
      'script /bootstrap.11111111.js', 'style /bootstrap.22222222.css', 'script /696.44444444.js',
      'script /signed-in.33333333.js', 'script /87.55555555.js',
      'script /remotes/mf-todo/421.77777777.js', 'script /remotes/mf-todo/__federation_expose_App.88888888.js', 'script /211.66666666.js',
      'script /remotes/mf-todo/route-todo-add.99999999.js',
    ]);
  });

  it('preloads the screen of one id for a path that ends in an id, and only the named screen where there is one', async () => {
    const detail = preloads((await request(app).get('/todo/6650f0c2a1b2c3d4e5f60718')).text);
    expect(detail.filter((p) => p.includes('route-') || p.includes('838.'))).toEqual([
      'script /remotes/mf-todo/838.12121212.js', 'script /remotes/mf-todo/route-todo-_.13131313.js',
    ]);
    expect(detail).toContain('script /211.66666666.js');
    const add = preloads((await request(app).get('/todo/add')).text);
    expect(add.filter((p) => p.includes('route-'))).toEqual(['script /remotes/mf-todo/route-todo-add.99999999.js']);
    expect(preloads((await request(app).get('/todo')).text).filter((p) => p.includes('route-'))).toEqual([]);
  });

  it('preloads no remote file for a staging override or a remote that is not deployed here', async () => {
    const overridden = preloads((await request(app).get('/todo?mf:mf-todo=/staged/mf-manifest.json')).text);
    expect(overridden.filter((p) => p.includes('/remotes/'))).toEqual([]);
    expect(overridden).toContain('script /signed-in.33333333.js');
    expect(preloads((await request(app).get('/wbs')).text).filter((p) => p.includes('/remotes/'))).toEqual([]);
  });

  it('escapes the registry so that no value closes its script element', async () => {
    const file = path.join(root, 'odd-remotes.json');
    writeFileSync(file, JSON.stringify({ remotes: [{ name: 'mf_todo', entry: 'https://cdn.example/</script><script>alert(1)</script>', version: '1' }] }));
    const web = express();
    mountWeb(web, { rootDir: root, remoteOrigins: [], remotesFile: file, logger: createLogger('silent') });
    const page = await request(web).get('/todo');
    expect(page.text).not.toContain('</script><script>alert');
    expect(inlineRegistry(page.text).remotes[0].entry).toBe('https://cdn.example/</script><script>alert(1)</script>');
    // A remote placed elsewhere by the file: nothing of it is preloaded from here.
    expect(preloads(page.text).filter((p) => p.includes('/remotes/'))).toEqual([]);
  });
});

describe('error pages outside /api', () => {
  // express decides at creation whether its default error page shows the stack (NODE_ENV other than 'production').
  const logged: string[] = [];
  const logger = pino({ level: 'error' }, { write: (line: string) => { logged.push(line); } });

  function appWithEnv(env: string | undefined) {
    const saved = process.env.NODE_ENV;
    if (env === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = env;
    try {
      const web = express();
      writeFileSync(path.join(root, 'broken-remotes.json'), '{ "remotes": [');
      mountWeb(web, { rootDir: root, remoteOrigins: [], remotesFile: path.join(root, 'broken-remotes.json'), logger });
      return web;
    } finally {
      process.env.NODE_ENV = saved;
    }
  }

  const cases: [string, string, number, string][] = [
    ['GET', '/remotes/mf-todo/%E0%A4%A', 400, COMMON_MESSAGES.requestFailed],
    ['GET', '/remotes/mf-todo/%2e%2e/%2e%2e/package.json', 403, COMMON_MESSAGES.requestFailed],
    ['GET', '/remotes/mf-todo/nope.js', 404, COMMON_MESSAGES.notFound],
    ['GET', '/remotes/unknown/x.js', 404, COMMON_MESSAGES.notFound],
    ['POST', '/todo', 404, COMMON_MESSAGES.notFound],
    ['GET', '/remotes.json', 500, COMMON_MESSAGES.internal],
  ];

  it.each([undefined, 'development', 'test', 'production'])('when NODE_ENV is %s, then every error is a plain Korean page without stack or paths', async (env) => {
    const web = appWithEnv(env);
    logged.length = 0;
    for (const [method, url, status, text] of cases) {
      const res = method === 'GET' ? await request(web).get(url) : await request(web).post(url);
      expect([url, res.status, res.headers['content-type']]).toEqual([url, status, 'text/html; charset=utf-8']);
      expect(res.text).toContain(text);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      for (const leak of [' at ', 'Error', 'node_modules', root, process.cwd(), 'ENOENT', url]) expect([url, res.text.includes(leak)]).toEqual([url, false]);
    }
    // Only the server error is logged, with its cause, on the server side.
    expect(logged).toHaveLength(1);
    expect(JSON.parse(logged[0])).toMatchObject({ msg: 'web error', err: { type: 'SyntaxError' } });
  });
});
