import { defineConfig } from 'vitest/config';

/**
 * Files whose subject is the same on either database (validation, mail wording, configuration,
 * per-address limits kept in memory, HTTP headers): npm test runs each in one of its two cms
 * suites only, split so that the two take about as long (decision 072). Everything else, every
 * file that reads or writes through the database in a way the two could answer differently,
 * runs on both. Run alone, `npm run test:cms` and `test:cms:postgres` run every file.
 */
const ONE_DATABASE = {
  sqlite: ['account-mail-templates', 'colour-family', 'consent-record', 'contact-mail', 'no-enumeration', 'oauth-relay', 'password-rules'],
  postgres: ['environment', 'first-admin', 'http-surface', 'visitor-address'],
};

/** The files npm test gives to the other suite, when it runs both (CMS_TEST_SPLIT=1). */
function givenToTheOther(): string[] {
  if (process.env.CMS_TEST_SPLIT !== '1') return [];
  const here = process.env.CMS_TEST_DATABASE ?? 'sqlite';
  return Object.entries(ONE_DATABASE)
    .filter(([database]) => database !== here)
    .flatMap(([, files]) => files.map((file) => `tests/cms/${file}.test.ts`));
}

// cms integration tests: HTTP against a real Strapi started by the global setup.
export default defineConfig({
  test: {
    include: ['tests/cms/**/*.test.ts'],
    exclude: givenToTheOther(),
    environment: 'node',
    globalSetup: ['tests/cms/global-setup.ts'],
    setupFiles: ['tests/support/fresh-connections.ts'],
    // Limits for a test that hangs, not measures of speed: a test may boot Strapi twice
    // (scriptAfterBoot in tests/cms/script.ts), and each boot takes many times longer on a loaded machine.
    testTimeout: 600_000,
    hookTimeout: 900_000,
    fileParallelism: false,
    // One worker for every file, one after the other: the files share nothing but the cms they
    // talk to (no module mocks, no environment changes), and a worker of its own cost each file a
    // second and a half of processor time on a machine that has none to spare.
    isolate: false,
    // How long expect.poll waits for a condition (a mail to arrive, a cache to fill): 1 s by default.
    expect: { poll: { timeout: 60_000 } },
  },
});
