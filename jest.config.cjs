// Every workspace's jest project; `npx jest` at the root runs them all.
const fs = require('node:fs');
const path = require('node:path');
const { workspaceDirs } = require('./scripts/workspaces.cjs');

// The repository's own checks (test/: lint boundaries) run as one more project.
const repo = { ...require('./jest.preset.cjs')(__dirname, { displayName: 'repo' }), roots: ['<rootDir>/test'] };

module.exports = {
  projects: [...workspaceDirs().map((d) => path.join(__dirname, d, 'jest.config.cjs')).filter((f) => fs.existsSync(f)), repo],
};
