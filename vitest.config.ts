import path from 'node:path';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    alias: {
      '@': path.resolve(import.meta.dirname),
      // 'server-only' throws outside React Server Components; in unit tests it is a no-op.
      'server-only': path.resolve(import.meta.dirname, 'tests/unit/empty-module.ts'),
    },
  },
  test: {
    include: ['{app,components,features,lib,i18n,deploy,packages}/**/*.test.{ts,tsx}', 'tests/unit/**/*.test.{ts,tsx}'],
    environment: 'node',
    setupFiles: ['tests/unit/setup.ts'],
    env: {
      STRAPI_URL: 'http://cms.test',
      STRAPI_API_TOKEN: 't'.repeat(40),
      SITE_URL: 'http://site.test',
      REVALIDATE_SECRET: 'r'.repeat(24),
      PREVIEW_SECRET: 'p'.repeat(24),
      VISITOR_FORWARD_SECRET: 'v'.repeat(40),
    },
    restoreMocks: true,
    // A limit for a test that hangs, not a measure of speed: npm test runs this beside the cms
    // suites and the build, and on a loaded machine a property test or a rendered form takes
    // many times longer than on a quiet one (a 30 s limit failed a property test that passed).
    testTimeout: 120_000,
    // next-intl's ESM imports 'next/navigation' without an extension, which Node cannot resolve
    // in a package without an exports map; inlined, Vite resolves it.
    server: { deps: { inline: ['next-intl'] } },
  },
});
