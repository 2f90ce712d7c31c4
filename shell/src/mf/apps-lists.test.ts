/**
 * @jest-environment node
 *
 * Nothing but apps.config.json keeps a list of apps: the webpack configs build from it, the workspaces take every
 * remote folder, and no source file outside a remote's own folder names two remotes (a hand-kept list).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import manifest from '../../../apps.config.json';

const ROOT = path.resolve(__dirname, '../../..');
const apps = [manifest.shell, ...manifest.remotes];

interface WebpackConfig { devServer: { port: number }; plugins: { constructor: { name: string }; _options?: { name: string } }[] }
const webpackConfig = (folder: string): WebpackConfig =>
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a webpack config is CommonJS
  require(path.join(ROOT, folder, 'webpack.config.cjs'))({}, { mode: 'production' });

/** Files (not tests, not docs) where a list of apps could hide: scripts, the API, the shell, e2e and bench helpers. */
const PLACES = ['scripts', 'api/src', 'shell/src', 'e2e/src', 'bench', 'packages/webpack-config', '.ci', 'package.json', 'lerna.json', 'jest.config.cjs', 'eslint.config.mjs'];
const SKIP = /(^|\/)(node_modules|dist|results)(\/|$)|\.test\.tsx?$|\.md$/;

function files(target: string): string[] {
  const full = path.join(ROOT, target);
  if (SKIP.test(target)) return [];
  if (!statSync(full).isDirectory()) return [target];
  return readdirSync(full).flatMap((entry) => files(path.posix.join(target, entry)));
}

/** The remotes (by folder or federation name) a text names. */
function remotesNamed(text: string): string[] {
  return manifest.remotes.filter((r) => new RegExp(`\\b(${r.folder}|${r.name})\\b`).test(text)).map((r) => r.name);
}

describe('apps.config.json is the only list of apps', () => {
  it.each(apps.map((a) => [a.folder, a] as const))('%s: webpack builds it with the manifest federation name and dev port', (folder, app) => {
    const config = webpackConfig(folder);
    const federation = config.plugins.find((p) => p.constructor.name === 'ModuleFederationPlugin');
    expect(federation?._options?.name).toBe(app.name);
    expect(config.devServer.port).toBe(app.port);
  });

  it('makes every app folder a workspace, and lists every remote folder there is', () => {
    const { workspaces } = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { workspaces: string[] };
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- the same expansion jest and typecheck use
    const { workspaceDirs } = require(path.join(ROOT, 'scripts/workspaces.cjs')) as { workspaceDirs: () => string[] };
    expect(workspaces).toContain('mf-*');
    const dirs = workspaceDirs();
    for (const app of apps) expect(dirs).toContain(app.folder);
    const remoteFolders = dirs.filter((d) => d.startsWith('mf-')).sort();
    expect(remoteFolders).toEqual(manifest.remotes.map((r) => r.folder).sort());
  });

  it('finds no other file that names two remotes', () => {
    const lists = PLACES.flatMap(files).filter((file) => remotesNamed(readFileSync(path.join(ROOT, file), 'utf8')).length > 1);
    expect(lists).toEqual([]);
  });

  it('would notice a hand-kept list', () => {
    expect(remotesNamed("const APPS = ['shell', 'mf-todo', 'mf-wbs'];")).toEqual(['mf_todo', 'mf_wbs']);
    expect(remotesNamed("{ todo: 'mf_todo', wbs: 'mf_wbs' }")).toEqual(['mf_todo', 'mf_wbs']);
    expect(remotesNamed('import { Route } from "@haru/router"; // mf-todo only')).toEqual(['mf_todo']);
  });
});
