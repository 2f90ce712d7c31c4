// Federation name, dev port and title: this folder's entry in apps.config.json.
const { createConfig } = require('@haru/webpack-config');

module.exports = createConfig({ dir: __dirname, exposes: { './App': './src/expose/app.tsx' } });
