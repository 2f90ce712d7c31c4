const { createConfig } = require('@haru/webpack-config');

module.exports = createConfig({
  dir: __dirname,
  name: 'mf_todo',
  port: 3001,
  title: '하루 · 할일',
  exposes: { './App': './src/expose/app.tsx' },
});
