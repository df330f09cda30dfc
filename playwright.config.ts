import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { SITE_LOOPBACK_HOST } from './scripts/lib/edge.mjs';
import { siteNodeOptions } from './scripts/lib/site-node-options.mjs';
import { siteEnv } from './tests/support/e2e-env';
import { prepareE2eEnv } from './tests/support/e2e-process-env';
import { E2E } from './tests/support/ports';

// Workers inherit the environment, so every process sees the same generated secrets.
prepareE2eEnv();

const siteUrl = `http://localhost:${E2E.sitePort}`;
/**
 * Debian's Chromium headless shell (package chromium-headless-shell), what Playwright itself runs
 * for headless tests: about half the processor time of the whole browser in headless mode for the
 * same tests (decision 069). The whole browser where the shell is missing.
 */
const systemChromium =
  process.env.CHROMIUM_PATH ?? ['/usr/lib/chromium/chromium-headless-shell', '/usr/bin/chromium'].find((file) => existsSync(file)) ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: 'tests/e2e',
  // packages/domain is plain ES modules already; transpiling it (it is not under node_modules,
  // being linked there) turned its exports into ones an ES-module test could not import by name.
  build: { external: ['**/packages/domain/**'] },
  forbidOnly: true,
  retries: 0,
  workers: 2,
  // Limits for waiting on a condition, not measures of speed: a fresh-clone run on a machine
  // shared with other test suites timed out waiting for answers that came. A passing test
  // takes no longer for a longer limit. The hooks that start a site of their own share it.
  timeout: 120_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: siteUrl,
    // The browser asks for Swedish, like most of the site's visitors.
    locale: 'sv-SE',
    // A trace records every action's page and screenshots, whether the test then fails or not:
    // a third more processor time. npm test (E2E_TRACE=off) goes without; a failing spec run
    // again with `npm run test:e2e -- <spec>` leaves its trace in test-results/.
    trace: process.env.E2E_TRACE === 'off' ? 'off' : 'retain-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        locale: 'sv-SE',
        launchOptions: {
          // Debian's Chromium where it exists; Playwright's own browser elsewhere.
          executablePath: existsSync(systemChromium) ? systemChromium : undefined,
          args: [
            '--no-sandbox',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
            '--no-first-run',
            // Pages that tests fulfil themselves (the admin's preview frame) have no address, so
            // Chromium counts them as public and would refuse their frames on localhost.
            '--disable-features=LocalNetworkAccessChecks',
          ],
        },
      },
    },
  ],
  webServer: [
    {
      // npm test starts the test cms while the site builds (E2E_CMS_EARLY, decision 065): then
      // this only waits for it to answer.
      command: process.env.E2E_CMS_EARLY ? 'node tests/support/wait.mjs' : 'node tests/support/e2e-cms.mjs',
      url: `http://127.0.0.1:${E2E.cmsPort}/_health`,
      // Boots, seeds the demo (and, for the catalogue run, generates one first): slow when loaded.
      timeout: 600_000,
      reuseExistingServer: Boolean(process.env.E2E_CMS_EARLY),
      stdout: 'pipe',
      gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    },
    {
      // The data cache both site instances share, as in production with several instances.
      command: 'node tests/support/e2e-redis.mjs',
      port: E2E.redisPort,
      timeout: 30_000,
      reuseExistingServer: false,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    },
    // Two site instances on loopback only, rendering the edge's placeholder as their nonce;
    // the edge balances between them, so every test runs on the multi-instance shape.
    ...[E2E.siteInternalPort, E2E.secondSiteInternalPort].map((port) => ({
      command: `node_modules/.bin/next start -H ${SITE_LOOPBACK_HOST} -p ${port}`,
      url: `http://${SITE_LOOPBACK_HOST}:${port}/api/health`,
      timeout: 300_000,
      reuseExistingServer: false,
      env: {
        ...siteEnv({
          EDGE_NONCE_PLACEHOLDER: process.env.E2E_NONCE_PLACEHOLDER!,
          REDIS_URL: `redis://127.0.0.1:${E2E.redisPort}`,
          // The production limit (3 s) is for a cms on a machine of its own. Here the cms shares
          // two cores with every other test suite: a cold product list over the generated
          // catalogue, or a sign-in's deliberate bcrypt, then takes longer, and the site showed
          // its error page or "try again in a moment" for an answer that was coming. The tests of
          // a slow or silent cms start sites of their own with the production limit.
          STRAPI_TIMEOUT_MS: '20000',
          // The same for a search, which says "busy" after its own limit (2 s in production):
          // the first search a freshly started cms answers on a loaded machine took longer.
          CMS_SEARCH_TIMEOUT_MS: '20000',
        }),
        NODE_OPTIONS: siteNodeOptions(),
      },
      gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 5_000 },
    })),
    {
      // Every test goes through the edge, as visitors do in production.
      command: 'node tests/support/e2e-edge.mjs',
      url: `${siteUrl}/api/health`,
      timeout: 30_000,
      reuseExistingServer: false,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    },
  ],
});
