/**
 * apps.config.json is the one list of apps. Every remote's own routes (the `<Route path>`s of its
 * src/expose/app.tsx, read with the TypeScript parser) must be covered by its `routes` entry, which is what the
 * shell's route owners are built from; the remote's folder, package and RemoteRoot must agree with it.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import manifest from '../../../apps.config.json';
import { BOTTOM_NAV, bottomTabOf, SIDEBAR_SECTIONS } from '../layout/nav-items';
import { MENU_ENTRIES } from '../layout/menu-search';
import { ownerOf, ROUTE_OWNERS } from './route-owners';

const ROOT = path.resolve(__dirname, '../../..');
const firstSegment = (routePath: string) => routePath.split('/')[1] ?? '';

/** The string value of every `attribute` on every `<tag …>` element in a TSX source. */
function jsxAttributes(source: string, tag: string, attribute: string): string[] {
  const file = ts.createSourceFile('app.tsx', source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if ((ts.isJsxSelfClosingElement(node) || ts.isJsxOpeningElement(node)) && node.tagName.getText(file) === tag) {
      for (const prop of node.attributes.properties) {
        if (!ts.isJsxAttribute(prop) || prop.name.getText(file) !== attribute) continue;
        const init = prop.initializer;
        const literal = init && ts.isJsxExpression(init) ? init.expression : init;
        if (!literal || !ts.isStringLiteralLike(literal)) throw new Error(`<${tag} ${attribute}> must be a string literal: ${prop.getText(file)}`);
        found.push(literal.text);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

/** The route paths whose first segment is none of the owner's route prefixes. */
function uncoveredPaths(routePaths: string[], prefixes: string[]): string[] {
  return routePaths.filter((p) => p !== '*' && !prefixes.includes(firstSegment(p)));
}

const exposeSource = (folder: string) => readFileSync(path.join(ROOT, folder, 'src/expose/app.tsx'), 'utf8');

describe('apps.config.json: the one list of apps', () => {
  const apps = [manifest.shell, ...manifest.remotes];

  it('names every app, federation name and dev port once; a federation name is its folder with underscores', () => {
    for (const key of ['folder', 'name', 'port'] as const) {
      const values = apps.map((a) => a[key]);
      expect(new Set(values).size).toBe(values.length);
    }
    // The staging override `?mf:<folder>=…` (overrides.ts) and the /remotes/<folder>/ URLs rely on this.
    for (const r of manifest.remotes) expect(r.name).toBe(r.folder.replace(/-/g, '_'));
  });

  it.each(manifest.remotes.map((r) => [r.folder, r] as const))('%s: folder, package, exposed module and RemoteRoot agree with the manifest', (folder, remote) => {
    const pkg = JSON.parse(readFileSync(path.join(ROOT, folder, 'package.json'), 'utf8')) as { name: string };
    expect(pkg.name).toBe(folder);
    expect(existsSync(path.join(ROOT, folder, 'src/expose/app.tsx'))).toBe(true);
    expect(jsxAttributes(exposeSource(folder), 'RemoteRoot', 'name')).toEqual([remote.name]);
    expect(remote.label).toMatch(/\S/);
  });

  it.each(manifest.remotes.map((r) => [r.folder, r] as const))('%s: every <Route path> is covered by its own route prefixes, and every prefix is used', (folder, remote) => {
    const paths = jsxAttributes(exposeSource(folder), 'Route', 'path');
    expect(paths.length).toBeGreaterThan(0);
    expect(uncoveredPaths(paths, remote.routes)).toEqual([]);
    const used = new Set(paths.filter((p) => p !== '*').map(firstSegment));
    expect(remote.routes.filter((prefix) => !used.has(prefix))).toEqual([]);
    for (const p of paths) if (p !== '*') expect(ownerOf(p.replace(/:[^/]+/g, 'x'))).toBe(remote.name);
  });

  it('gives every route prefix exactly one owner, and the shell routes by exactly those prefixes', () => {
    const prefixes = manifest.remotes.flatMap((r) => r.routes);
    expect(new Set(prefixes).size).toBe(prefixes.length);
    expect(Object.keys(ROUTE_OWNERS).sort()).toEqual([...prefixes].sort());
  });

  it('gives every route prefix exactly one bottom tab that owns it (and the tab owns only routes that exist)', () => {
    const prefixes = manifest.remotes.flatMap((r) => r.routes);
    const owners = (prefix: string) => BOTTOM_NAV.filter((item) => (item.owns as readonly string[]).includes(prefix)).map((item) => item.key);
    expect(prefixes.filter((p) => owners(p).length !== 1)).toEqual([]);
    expect(BOTTOM_NAV.flatMap((item) => item.owns).filter((p) => !prefixes.includes(p))).toEqual([]);
    expect([bottomTabOf('/todo/42'), bottomTabOf('/meeting/7'), bottomTabOf('/wbs/detail/3'), bottomTabOf('/json-compare'), bottomTabOf('/dashboard')])
      .toEqual(['functions', 'functions', 'functions', 'utilities', 'home']);
  });

  it('opens a remote for every path the sidebar, the bottom navigation and the menu search link to', () => {
    const linked = [...BOTTOM_NAV, ...SIDEBAR_SECTIONS.flatMap((s) => s.items), ...MENU_ENTRIES].map((item) => item.path);
    expect(linked.filter((p) => ownerOf(p) === null)).toEqual([]);
  });
});

describe('the route check itself', () => {
  it('reads Route paths from TSX, including nested and expression-wrapped ones, and flags an uncovered one', () => {
    const source = `export default () => (<Routes><Route path="/a" element={<A />} /><Route path={'/b/:id'}><Route path="/c/x" element={<C />} /></Route><Route path="*" element={null} /></Routes>);`;
    const paths = jsxAttributes(source, 'Route', 'path');
    expect(paths).toEqual(['/a', '/b/:id', '/c/x', '*']);
    expect(uncoveredPaths(paths, ['a', 'b'])).toEqual(['/c/x']);
  });

  it('refuses a computed path, which it could not check', () => {
    expect(() => jsxAttributes('const x = <Route path={base + "/x"} />;', 'Route', 'path')).toThrow(/string literal/);
  });
});
