// Every workspace's jest project; `npx jest` at the root runs them all.
const fs = require('node:fs');
const path = require('node:path');
const { workspaceDirs } = require('./scripts/workspaces.cjs');

// The repository's own checks (test/: lint boundaries) run as one more project.
const repo = { ...require('./jest.preset.cjs')(__dirname, { displayName: 'repo' }), roots: ['<rootDir>/test'] };

module.exports = {
  // testTimeout is a global option: jest ignores it inside a project, so with every project run from here the
  // preset's 20 s budget applies only when it is set at this level too (otherwise every test had jest's 5 s).
  testTimeout: require('./jest.preset.cjs')(__dirname).testTimeout,
  projects: [...workspaceDirs().map((d) => path.join(__dirname, d, 'jest.config.cjs')).filter((f) => fs.existsSync(f)), repo],
};
