const { createConfig } = require('@haru/webpack-config');

module.exports = createConfig({
  dir: __dirname,
  name: 'mf_home',
  port: 3005,
  title: '하루 · 홈',
  exposes: { './App': './src/expose/app.tsx' },
});
