// The workspace folders package.json names: `packages/*` and `mf-*` expand to the matching folders (as npm does
// for a trailing `*`); other entries stay as they are. Used by jest.config.cjs and scripts/typecheck.mjs.
const fs = require('node:fs');
const path = require('node:path');

const ROOT = path.resolve(__dirname, '..');

function expand(pattern) {
  if (!pattern.endsWith('*')) return [pattern];
  const dir = path.posix.dirname(pattern);
  const prefix = path.posix.basename(pattern).slice(0, -1);
  return fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true })
    .filter((d) => d.isDirectory() && d.name.startsWith(prefix) && fs.existsSync(path.join(ROOT, dir, d.name, 'package.json')))
    .map((d) => path.posix.join(dir, d.name))
    .sort();
}

/** Every workspace folder, relative to the repository root. */
function workspaceDirs() {
  const { workspaces } = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
  return workspaces.flatMap(expand);
}

module.exports = { workspaceDirs };
