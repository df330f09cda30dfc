import { defineConfig } from 'vitest/config';

// Fault tests: parts of a running Ytbanken are killed under npm start's supervisor
// (tests/faults/). They need the production build in .next and nginx.
export default defineConfig({
  test: {
    include: ['tests/faults/**/*.test.ts'],
    environment: 'node',
    testTimeout: 300_000,
    hookTimeout: 400_000,
    fileParallelism: false,
  },
});
