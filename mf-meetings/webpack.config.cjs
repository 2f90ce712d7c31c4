const { createConfig } = require('@haru/webpack-config');

module.exports = createConfig({
  dir: __dirname,
  name: 'mf_meetings',
  port: 3002,
  title: '하루 · 회의록',
  exposes: { './App': './src/expose/app.tsx' },
});
