import { defineConfig } from 'vitest/config';

// cms integration tests: HTTP against a real Strapi started by the global setup.
export default defineConfig({
  test: {
    include: ['tests/cms/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['tests/cms/global-setup.ts'],
    testTimeout: 120_000,
    hookTimeout: 200_000,
    fileParallelism: false,
  },
});
