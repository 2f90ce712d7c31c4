require('@testing-library/jest-dom');

// findBy*/waitFor wait up to 5 s (the library's default is 1 s) so a correct screen does not fail while the CPU is
// busy; a screen that never gets there still fails. Each test's own budget is the preset's testTimeout.
require('@testing-library/react').configure({ asyncUtilTimeout: 5000 });
