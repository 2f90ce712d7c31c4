const { createConfig } = require('@haru/webpack-config');

module.exports = createConfig({
  dir: __dirname,
  name: 'mf_tools',
  port: 3004,
  title: '하루 · 유틸리티',
  exposes: { './App': './src/expose/app.tsx' },
});
