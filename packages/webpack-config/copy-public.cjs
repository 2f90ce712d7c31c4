// Copies an app's public/ folder (favicon, PWA manifest, icons) into its dist, unhashed.
const fs = require('node:fs');
const path = require('node:path');

class CopyPublic {
  constructor(dir) { this.dir = dir; }
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('CopyPublic', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'CopyPublic', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        if (!fs.existsSync(this.dir)) return;
        for (const file of fs.readdirSync(this.dir)) {
          const content = fs.readFileSync(path.join(this.dir, file));
          compilation.emitAsset(file, new compiler.webpack.sources.RawSource(content));
        }
      });
    });
  }
}

module.exports = CopyPublic;
