// An app's entry in apps.config.json (the one list of apps), as createConfig needs it.
const path = require('node:path');
const manifest = require('../../apps.config.json');

/** { name, port, title } of the app in `dir`; throws when apps.config.json does not list that folder. */
function appEntry(dir) {
  const folder = path.basename(dir);
  if (folder === manifest.shell.folder) return { name: manifest.shell.name, port: manifest.shell.port, title: manifest.shell.label };
  const remote = manifest.remotes.find((r) => r.folder === folder);
  if (!remote) throw new Error(`${folder} is not listed in apps.config.json: add it there (see docs/architecture.md, "A new remote")`);
  return { name: remote.name, port: remote.port, title: `${manifest.shell.label} · ${remote.label}` };
}

module.exports = { appEntry };
