import { defineConfig } from '@playwright/test';
import base from './playwright.config';

// The browser tests that need a catalogue of real size: the same servers as the main run,
// with a generated catalogue beside the demo (tests/support/e2e-catalogue.mjs). A run of its
// own because the main run's specs count the demo's products. The servers inherit this.
// npm test runs it beside the main run on other ports (TEST_PORT_OFFSET), so its results go to
// a folder of their own and it writes no HTML report over the main run's. That folder is not
// inside the main run's test-results/: a run empties its own folder when its tests begin, and
// the main run's servers may be up after this run's tests began, taking their traces with it
// (browserContext.close: ENOENT).
process.env.E2E_CATALOGUE = '1';

export default defineConfig({
  ...base,
  testDir: 'tests/e2e-catalogue',
  outputDir: '.tmp/catalogue-test-results',
  // Seven tests beside the main run's two workers: one browser more, not two, on a shared machine.
  workers: 1,
  reporter: [['list']],
});
