// One embedded database server per jest run (test/database-setup.ts); every test file works in its own database.
module.exports = {
  ...require('../jest.preset.cjs')(__dirname, { env: 'node' }),
  globalSetup: '<rootDir>/test/database-setup.ts',
  globalTeardown: '<rootDir>/test/database-teardown.ts',
};
