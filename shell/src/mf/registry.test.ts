import { INLINE_REGISTRY_ID, loadRegistry } from './registry';

// The one-port server writes the registry into the app page (api/src/web/page-html.ts); the shell reads it there
// and asks /remotes.json only when the page has none (issue 25: no request before the first render).

const REGISTRY = {
  remotes: [{ name: 'mf_todo', entry: '/remotes/mf-todo/mf-manifest.json', version: '2.0.0' }],
  overrideOrigins: ['https://staging.example'],
};

function writeInline(text: string) {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = INLINE_REGISTRY_ID;
  block.textContent = text;
  document.head.append(block);
}

const fetched: string[] = [];
const realFetch = globalThis.fetch;

beforeEach(() => {
  fetched.length = 0;
  // jsdom has no fetch: this one stands for the server's /remotes.json and records each read.
  globalThis.fetch = (async (url: string) => {
    fetched.push(url);
    return { ok: true, json: async () => ({ remotes: [{ name: 'mf_wbs', entry: '/remotes/mf-wbs/mf-manifest.json', version: '1.0.0' }] }) };
  }) as unknown as typeof fetch;
});
afterEach(() => {
  document.getElementById(INLINE_REGISTRY_ID)?.remove();
  sessionStorage.clear();
  globalThis.fetch = realFetch;
});

describe('loadRegistry', () => {
  it('when the page carries the registry, then it is used without a request, with this tab\'s overrides on top', async () => {
    writeInline(JSON.stringify(REGISTRY));
    history.replaceState(null, '', '/todo?mf:mf-todo=https://staging.example/mf-todo/mf-manifest.json');
    const registry = await loadRegistry();
    expect(fetched).toEqual([]);
    expect(registry.remotes).toEqual([{ name: 'mf_todo', entry: 'https://staging.example/mf-todo/mf-manifest.json', version: '2.0.0', overridden: true }]);
    expect(window.location.search).toBe('');
  });

  it('when the page has no registry or an unreadable one, then /remotes.json is read', async () => {
    history.replaceState(null, '', '/todo');
    expect((await loadRegistry()).remotes.map((r) => r.name)).toEqual(['mf_wbs']);
    writeInline('{"remotes": [');
    expect((await loadRegistry()).remotes.map((r) => r.name)).toEqual(['mf_wbs']);
    expect(fetched).toEqual(['/remotes.json', '/remotes.json']);
  });
});
