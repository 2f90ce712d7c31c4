// One jest preset for every workspace. Each package's jest.config.cjs calls it with its own directory.
const path = require('node:path');

const swc = ['@swc/jest', {
  jsc: {
    parser: { syntax: 'typescript', tsx: true },
    transform: { react: { runtime: 'automatic' } },
    target: 'es2022',
  },
  module: { type: 'commonjs' },
}];

/** @param {string} dir package directory  @param {{ env?: 'node' | 'jsdom', displayName?: string }} opts */
module.exports = function preset(dir, opts = {}) {
  const env = opts.env ?? 'node';
  return {
    displayName: opts.displayName ?? path.basename(dir),
    rootDir: dir,
    testEnvironment: env,
    transform: { '^.+\\.(t|j)sx?$': swc },
    testMatch: ['<rootDir>/src/**/*.test.ts?(x)', '<rootDir>/test/**/*.test.ts?(x)'],
    moduleNameMapper: {
      '\\.module\\.css$': 'identity-obj-proxy',
      '\\.css$': path.join(__dirname, 'test/style-mock.cjs'),
    },
    setupFiles: env === 'jsdom' ? [path.join(__dirname, 'test/polyfills.cjs')] : [],
    setupFilesAfterEnv: env === 'jsdom' ? [path.join(__dirname, 'test/setup-dom.cjs')] : [],
    testTimeout: 20000,
  };
};
