const path = require('node:path');
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
  return config;
};
