import { defineConfig } from 'vitest/config';

// cms integration tests: HTTP against a real Strapi started by the global setup.
export default defineConfig({
  test: {
    include: ['tests/cms/**/*.test.ts'],
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
