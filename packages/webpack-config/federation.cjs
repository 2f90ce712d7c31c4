// Module Federation settings, kept apart from the bundler config (house style).
// Remotes are never known at build time: the shell registers them at runtime from /remotes.json.
const path = require('node:path');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { sharedConfig } = require('./shared.cjs');

// The plugin that puts the host's runtime-core on the global a remote built with `externalRuntime` reads: its ES
// module build (the package's "import" entry), not the CommonJS file `experiments.provideExternalRuntime` adds,
// which made webpack bundle a second, CommonJS copy of runtime-core into the shell (+24 KB gzip on every page).
const PROVIDE_RUNTIME = path.join(path.dirname(require.resolve('@module-federation/inject-external-runtime-core-plugin')), 'index.js');

/**
 * One federation runtime per page: the shell (the only host, exposing nothing) provides its
 * @module-federation/runtime-core on a global, and a remote's production build uses that one instead of
 * bundling its own copy. A remote's development build keeps its own runtime, so `npm run dev -w <remote>` still
 * runs standalone.
 * @param {{ name: string, exposes?: object, runtimePlugins?: string[] }} o
 * @param {boolean} production
 */
function federationPlugin(o, production) {
  const remote = Object.keys(o.exposes ?? {}).length > 0;
  return new ModuleFederationPlugin({
    name: o.name,
    filename: 'remoteEntry.js',
    exposes: o.exposes ?? {},
    remotes: {},
    manifest: true,
    dts: false,
    shareStrategy: 'loaded-first',
    runtimePlugins: [...(o.runtimePlugins ?? []), ...(remote ? [] : [PROVIDE_RUNTIME])],
    shared: sharedConfig(),
    // target 'web': the runtime's Node.js loading paths (fetching remotes with node:vm) are left out of the bundle.
    experiments: { externalRuntime: remote && production, optimization: { target: 'web' } },
  });
}

module.exports = { federationPlugin };
