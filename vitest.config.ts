import { globSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { configDefaults, defineConfig } from 'vitest/config';

const INCLUDE = ['{app,components,features,lib,i18n,deploy,packages}/**/*.test.{ts,tsx}', 'tests/unit/**/*.test.{ts,tsx}'];

/**
 * Test files that replace modules, globals or environment variables: each runs in a fresh
 * worker, as every file once did. The others share workers (isolate: false): starting a
 * worker and its environment for each file was most of the suite's time on a busy machine.
 */
const REPLACES = /\bvi\.(mock|doMock|unmock|stubEnv|stubGlobal|resetModules)\(/;
const ISOLATED = INCLUDE.flatMap((pattern) => globSync(pattern, { cwd: import.meta.dirname })).filter((file) =>
  REPLACES.test(readFileSync(path.join(import.meta.dirname, file), 'utf8')),
);

export default defineConfig({
  resolve: {
    alias: {
      '@': path.resolve(import.meta.dirname),
      // 'server-only' throws outside React Server Components; in unit tests it is a no-op.
      'server-only': path.resolve(import.meta.dirname, 'tests/unit/empty-module.ts'),
    },
  },
  test: {
    // Inline projects take every other option from here (and would add to an include set here).
    projects: [
      { test: { name: 'isolated', include: ISOLATED } },
      { test: { name: 'shared', include: INCLUDE, exclude: [...configDefaults.exclude, ...ISOLATED], isolate: false } },
    ],
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
