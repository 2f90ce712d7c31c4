// Every workspace's jest project; `npx jest` at the root runs them all.
const fs = require('node:fs');
const path = require('node:path');

const { workspaces } = require('./package.json');
const dirs = workspaces.flatMap((w) => (w.endsWith('/*')
  ? fs.readdirSync(path.join(__dirname, w.slice(0, -2)), { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => path.join(w.slice(0, -2), d.name))
  : [w]));

// The repository's own checks (test/: lint boundaries) run as one more project.
const repo = { ...require('./jest.preset.cjs')(__dirname, { displayName: 'repo' }), roots: ['<rootDir>/test'] };

module.exports = {
  projects: [...dirs.map((d) => path.join(__dirname, d, 'jest.config.cjs')).filter((f) => fs.existsSync(f)), repo],
};
