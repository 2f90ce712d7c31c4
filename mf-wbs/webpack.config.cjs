const { createConfig } = require('@haru/webpack-config');

module.exports = createConfig({
  dir: __dirname,
  name: 'mf_wbs',
  port: 3003,
  title: '하루 · WBS',
  exposes: { './App': './src/expose/app.tsx' },
});
