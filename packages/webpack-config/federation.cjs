// Module Federation settings, kept apart from the bundler config (house style).
// Remotes are never known at build time: the shell registers them at runtime from /remotes.json.
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { sharedConfig } = require('./shared.cjs');

function federationPlugin(o) {
  return new ModuleFederationPlugin({
    name: o.name,
    filename: 'remoteEntry.js',
    exposes: o.exposes ?? {},
    remotes: {},
    manifest: true,
    dts: false,
    shareStrategy: 'loaded-first',
    runtimePlugins: o.runtimePlugins ?? [],
    shared: sharedConfig(),
  });
}

module.exports = { federationPlugin };
