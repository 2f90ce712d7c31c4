import path from 'node:path';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import TerserPlugin from 'terser-webpack-plugin';
import { sharedConfig } from '../shared.cjs';
import { createConfig } from '../index.cjs';

interface Rule { test: RegExp; use: unknown[] }
type Mode = 'production' | 'development';
const shell = (mode: Mode) => createConfig({ dir: path.resolve(__dirname, '../../../shell'), name: 'shell', port: 3000 })({}, { mode });
const remote = (mode: Mode) => createConfig({ dir: path.resolve(__dirname, '../../../mf-todo'), name: 'mf_todo', port: 3001, exposes: { './App': './src/expose/app.tsx' } })({}, { mode });
const cssLoaders = (config: { module: { rules: Rule[] } }) => config.module.rules
  .filter((r) => r.test.test('x.css') || r.test.test('x.module.css'))
  .map((r) => r.use[0]);
const extracts = (config: { plugins: unknown[] }) => config.plugins.some((p) => p instanceof MiniCssExtractPlugin);

describe('the shared-singleton contract', () => {
  const shared = sharedConfig();

  it('shares the tree-shaken @haru/router, never react-router whole (~60 KB gzip on every page)', () => {
    expect(shared['@haru/router']).toMatchObject({ singleton: true, requiredVersion: '^0.1.0' });
    expect(Object.keys(shared).filter((id) => id.startsWith('react-router'))).toEqual([]);
  });

  it('keeps React, the DOM renderer and the query client single', () => {
    for (const id of ['react', 'react/jsx-runtime', 'react-dom', 'react-dom/client', '@tanstack/react-query', '@haru/api-client', '@haru/ui-kit']) {
      expect(shared[id]).toMatchObject({ singleton: true });
    }
  });
});

describe('CSS handling', () => {
  it('the shell\'s production build extracts CSS into files (loaded with their chunk) and minifies it', () => {
    const config = shell('production');
    expect(cssLoaders(config)).toEqual([MiniCssExtractPlugin.loader, MiniCssExtractPlugin.loader]);
    expect(extracts(config)).toBe(true);
    expect(config.optimization.minimizer.map((m: unknown) => (typeof m === 'string' ? m : (m as object).constructor.name))).toEqual(['TerserPlugin', 'CssMinimizerPlugin']);
  });

  it('minifies JavaScript with swc in every production build', () => {
    for (const config of [shell('production'), remote('production')]) {
      const [js] = config.optimization.minimizer as { options: { minimizer: { implementation: unknown } } }[];
      expect(js.options.minimizer.implementation).toBe(TerserPlugin.swcMinify);
    }
  });

  it('remotes inject their CSS (the shell\'s CSP allows stylesheets only from itself, remotes may live elsewhere)', () => {
    expect(cssLoaders(remote('production'))).toEqual(['style-loader', 'style-loader']);
    expect(extracts(remote('production'))).toBe(false);
  });

  it('development keeps style-loader for hot reloading', () => {
    expect(cssLoaders(shell('development'))).toEqual(['style-loader', 'style-loader']);
    expect(extracts(shell('development'))).toBe(false);
  });
});

describe('one federation runtime per page', () => {
  const federation = (config: { plugins: unknown[] }) => (config.plugins.find((p) => (p as object).constructor.name === 'ModuleFederationPlugin') as
    { _options: { experiments: object; runtimePlugins: string[] } })._options;

  it('a remote\'s production build uses the shell\'s runtime-core; its development build keeps its own (standalone)', () => {
    expect(federation(remote('production')).experiments).toEqual({ externalRuntime: true, optimization: { target: 'web' } });
    expect(federation(remote('development')).experiments).toEqual({ externalRuntime: false, optimization: { target: 'web' } });
    expect(federation(remote('production')).runtimePlugins).toEqual([]);
  });

  it('the shell provides its runtime-core through the plugin\'s ES module build (one copy of runtime-core)', () => {
    const options = federation(shell('production'));
    expect(options.experiments).toEqual({ externalRuntime: false, optimization: { target: 'web' } }); // browser-only runtime (no Node.js loaders)
    expect(options.runtimePlugins.at(-1)).toMatch(/inject-external-runtime-core-plugin\/dist\/index\.js$/);
  });
});

describe('CSS source maps', () => {
  const cssLoaderOptions = (config: { module: { rules: Rule[] } }) => config.module.rules
    .filter((r) => r.test.test('x.css') || r.test.test('x.module.css'))
    .map((r) => (r.use[1] as { options: { sourceMap: boolean } }).options.sourceMap);

  it('a remote\'s production CSS, injected by JS, carries no inline source map; the shell\'s extracted CSS and development keep theirs', () => {
    expect(cssLoaderOptions(remote('production'))).toEqual([false, false]);
    expect(cssLoaderOptions(shell('production'))).toEqual([true, true]);
    expect(cssLoaderOptions(remote('development'))).toEqual([true, true]);
  });
});
