// The shared-singleton contract between the shell and every remote. A major bump of any of these is a
// coordinated platform release; everything else a remote bundles for itself.
const path = require('node:path');

const root = path.resolve(__dirname, '../..');
const versionOf = (pkg) => require(require.resolve(`${pkg}/package.json`, { paths: [root] })).version;
const major = (v) => `^${v.split('.')[0]}.0.0`;
const minorRange = (v) => (v.startsWith('0.') ? `^${v.split('.').slice(0, 2).join('.')}.0` : major(v));

const FRAMEWORK = [
  ['react', 'react'],
  ['react/jsx-runtime', 'react'],
  ['react-dom', 'react-dom'],
  ['react-dom/client', 'react-dom'],
  ['@tanstack/react-query', '@tanstack/react-query'],
];
// @haru/router, not react-router: MF provides a shared package whole, and react-router whole is ~60 KB gzip on
// every page; @haru/router re-exports the part the apps use, so the shared copy is tree-shaken (~16 KB). It is
// still one instance for the shell and every remote, which the remotes need to read the shell's location.
const WORKSPACE = ['@haru/api-client', '@haru/ui-kit', '@haru/contracts', '@haru/router'];

function sharedConfig() {
  const shared = {};
  for (const [id, pkg] of FRAMEWORK) {
    const version = versionOf(pkg);
    shared[id] = { singleton: true, requiredVersion: major(version), version };
  }
  for (const pkg of WORKSPACE) {
    const version = versionOf(pkg);
    shared[pkg] = { singleton: true, requiredVersion: minorRange(version), version };
  }
  return shared;
}

module.exports = { sharedConfig, FRAMEWORK, WORKSPACE };
