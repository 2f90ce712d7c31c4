// Writes dist/preload.json (issue 25, no request waterfall before content): for every named chunk group (an
// `import(/* webpackChunkName: … */)`, a federation expose such as `__federation_expose_App`) the JS and CSS files
// it loads and the shared packages it consumes; and for every package this build provides to the share scope, the
// files that package loads (its own shared packages included). The one-port server reads it to write
// `<link rel="preload">` tags for the opened route into the app page (api/src/web/page-html.ts), so the browser
// fetches those files with main.js instead of one after the other.
const CONSUME = 'consume-shared-module';
const PROVIDE = 'provide-module';
const ASSET = /\.(js|css)$/;

class PreloadManifestPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('PreloadManifestPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'PreloadManifestPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const json = JSON.stringify(preloadManifest(compilation), null, 1);
        compilation.emitAsset('preload.json', new sources.RawSource(json));
      });
    });
  }
}

/** Files and consumed share keys of one chunk group (the chunks webpack loads together for it). */
function describeGroup(compilation, group) {
  const files = new Set();
  const shared = new Set();
  for (const chunk of group.chunks) {
    for (const file of chunk.files) if (ASSET.test(file)) files.add(file);
    for (const module of compilation.chunkGraph.getChunkModulesIterable(chunk)) {
      if (module.type === CONSUME && !module.options.eager) shared.add(module.options.shareKey);
    }
  }
  return { files: [...files].sort(), shared: [...shared].sort() };
}

function preloadManifest(compilation) {
  const groups = {};
  for (const [name, group] of compilation.namedChunkGroups) {
    if (group.isInitial()) continue; // the entry (main.js) is in the page already
    groups[name] = describeGroup(compilation, group);
  }
  // What each package this build provides loads: its block's chunk group, then the packages that one consumes.
  const provided = {};
  for (const module of compilation.modules) {
    if (module.type !== PROVIDE || !module.blocks[0]) continue;
    const group = compilation.chunkGraph.getBlockChunkGroup(module.blocks[0]);
    if (group) provided[module._name] = describeGroup(compilation, group);
  }
  const shared = {};
  const closure = (key, seen) => {
    if (seen.has(key) || !provided[key]) return [];
    seen.add(key);
    return [...provided[key].files, ...provided[key].shared.flatMap((k) => closure(k, seen))];
  };
  for (const key of Object.keys(provided).sort()) shared[key] = [...new Set(closure(key, new Set()))].sort();
  return { groups, shared };
}

module.exports = { PreloadManifestPlugin };
