const path = require('node:path');
const { InjectManifest } = require('workbox-webpack-plugin');
const CopyPublic = require('@haru/webpack-config/copy-public.cjs');
const { createConfig } = require('@haru/webpack-config');

// Federation name, dev port and title: the shell's entry in apps.config.json.
const base = createConfig({
  dir: __dirname,
  runtimePlugins: [path.join(__dirname, 'src/mf/runtime-plugin.ts')],
});

module.exports = (env, argv) => {
  const config = base(env, argv);
  config.plugins.push(new CopyPublic(path.join(__dirname, 'public')));
  // The service worker (issue 24): src/sw/sw.ts → /sw.js with the shell's files to precache. The app page itself
  // is cached by the worker at install (it carries the CSP header only when served as a page).
  config.plugins.push(new InjectManifest({
    swSrc: path.join(__dirname, 'src/sw/sw.ts'),
    swDest: 'sw.js',
    exclude: [/\.map$/, /LICENSE\.txt$/, /^index\.html$/, /^mf-.*\.json$/, /^preload\.json$/, /^remoteEntry\.js$/, /^sw\.js$/],
    maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
  }));
  return config;
};
