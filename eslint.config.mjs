import Module from 'node:module';
import { defineConfig, globalIgnores } from 'eslint/config';

// TypeScript 7 type-checks the project (tsc, next build) but has no JavaScript API yet,
// which typescript-eslint needs. Lint therefore parses with TypeScript 6's API, shipped
// side by side as @typescript/typescript6. Remove this once typescript-eslint supports TS 7:
// what breaks it and how to remove it are in docs/decisions/015-eslint-parses-with-typescript-6.md.
const require = Module.createRequire(import.meta.url);
const typescript6 = require.resolve('@typescript/typescript6');
const resolveFilename = Module._resolveFilename;
Module._resolveFilename = function (request, ...rest) {
  return resolveFilename.call(this, request === 'typescript' ? typescript6 : request, ...rest);
};

const { default: nextVitals } = await import('eslint-config-next/core-web-vitals');
const { default: nextTypeScript } = await import('eslint-config-next/typescript');

// The measuring tools stand outside the product: they may use the product's scripts and the
// tests' helpers, never the other way round (docs/decisions/046-tools-apart-from-the-product.md).
const noTools = {
  group: ['@/tools', '@/tools/**', '**/tools/**'],
  message: 'tools/ measures the product from outside: move what both need into scripts/lib/ or lib/.',
};

export default defineConfig([
  ...nextVitals,
  ...nextTypeScript,
  globalIgnores(['.next/**', '**/.next/**', 'node_modules/**', 'cms/**', 'next-env.d.ts', 'test-results/**', 'playwright-report/**']),
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  // Pages, route handlers and the proxy each bundle their own copy of the cms's error class, and
  // an error made in one reaches another: instanceof then says no (lib/strapi/errors.ts).
  {
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "BinaryExpression[operator='instanceof'][right.name='StrapiError']",
          message: 'A StrapiError may come from another bundle: ask isStrapiError() or isCmsBusy() (lib/strapi/errors.ts).',
        },
      ],
    },
  },
  {
    files: ['scripts/**', 'tests/**', 'tools/**'],
    rules: { 'no-console': 'off' },
  },
  {
    files: ['app/**', 'features/**', 'i18n/**', '*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [noTools] }] },
  },
  // The scripts that run the product (start, seed, backup, test) lean on neither the tools nor the tests.
  {
    files: ['scripts/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [noTools, { group: ['**/tests/**'], message: 'scripts/ runs the product: move what it shares with the tests into scripts/lib/.' }],
        },
      ],
    },
  },
  // Layers point down only: app → features → components → lib → i18n (docs/architecture.md, "Where site code goes").
  {
    files: ['lib/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/app', '@/app/**', '@/features', '@/features/**', '@/components', '@/components/**', '**/app/**', '**/features/**', '**/components/**'],
              message: 'lib/ is below the pages, features and components: move what both need into lib/ (records and schemas into lib/records/).',
            },
            noTools,
          ],
        },
      ],
    },
  },
  {
    files: ['components/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/app', '@/app/**', '@/features', '@/features/**', '**/app/**', '**/features/**'],
              message: "A component knows no feature: take the feature's part as a slot (a ReactNode prop) or an action prop, and let the page fill it.",
            },
            noTools,
          ],
        },
      ],
    },
  },
]);
