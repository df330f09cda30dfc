import { readdirSync } from 'node:fs';
import Module from 'node:module';
import { defineConfig, globalIgnores } from 'eslint/config';
import requireCycles from './eslint-rules/no-require-cycle.mjs';

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

const { default: nextVitalsAsShipped } = await import('eslint-config-next/core-web-vitals');

// eslint-config-next names the TypeScript parser for eslint-plugin-import by package name, which
// the plugin cannot find where npm nests it: every import rule that reads another file (such as
// import/no-cycle) then silently sees nothing. Name it by its resolved path instead.
const requireFromNext = Module.createRequire(require.resolve('eslint-config-next'));
const typescriptParser = Module.createRequire(requireFromNext.resolve('typescript-eslint')).resolve('@typescript-eslint/parser');
const nextVitals = nextVitalsAsShipped.map((config) =>
  config.settings?.['import/parsers']
    ? { ...config, settings: { ...config.settings, 'import/parsers': { [typescriptParser]: ['.ts', '.mts', '.cts', '.tsx', '.d.ts'] } } }
    : config,
);
const { default: nextTypeScript } = await import('eslint-config-next/typescript');

// The cms renders no React and is no Next.js app: those rules only cost its lint time.
const siteOnlyRules = Object.fromEntries(
  nextVitals
    .flatMap((config) => Object.keys(config.rules ?? {}))
    .filter((rule) => /^(react|react-hooks|jsx-a11y|@next\/next)\//.test(rule))
    .map((rule) => [rule, 'off']),
);

// The measuring tools stand outside the product: they may use the product's scripts and the
// tests' helpers, never the other way round (docs/decisions/046-tools-apart-from-the-product.md).
const noTools = {
  group: ['@/tools', '@/tools/**', '**/tools/**'],
  message: 'tools/ measures the product from outside: move what both need into scripts/lib/ or lib/.',
};

// Every feature gets its own block, as each may import its own inner files.
const features = readdirSync(new URL('./features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const featureInnerFiles = ['@/features/*/*', '!@/features/*/server', '../**/features/*/*'];
const featureMessage =
  'Use another feature through its entry: `@/features/<name>` (index.ts) or `@/features/<name>/server`; move what both need into components/ or lib/ (lib/resource holds the hooks of the signed-in lists).';

export default defineConfig([
  ...nextVitals,
  ...nextTypeScript,
  // Of the cms, its own code only: not its dependencies, build output, generated types or uploads.
  globalIgnores([
    '.next/**',
    '**/.next/**',
    'node_modules/**',
    'cms/*',
    '!cms/src/',
    '!cms/scripts/',
    '!cms/config/',
    'next-env.d.ts',
    'test-results/**',
    'playwright-report/**',
    '.tmp/**',
    '.cache/**',
  ]),
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
  // A cycle, also one through a feature's entry file, is refused: features form a tree (decision 052).
  // Without precomputed components (disableScc), which are read from the files on disk: the
  // text being linted (an editor's unsaved buffer, the boundary test's files) is checked too.
  {
    files: ['app/**', 'features/**', 'components/**', 'lib/**', 'i18n/**', 'packages/**', 'scripts/**', 'tools/**', 'tests/support/**'],
    rules: { 'import/no-cycle': ['error', { ignoreExternal: true, disableScc: true }] },
  },
  // The cms is CommonJS run by Node. It is linted for cycles, which import/no-cycle cannot see
  // between required modules (eslint-rules/no-require-cycle.mjs); of the site's other rules it
  // keeps those it already passed. Its scripts print to the terminal, as the site's scripts do.
  {
    files: ['cms/**/*.js'],
    ignores: ['cms/src/admin/**'],
    languageOptions: { sourceType: 'commonjs' },
    plugins: { local: requireCycles },
    rules: {
      ...siteOnlyRules,
      'local/no-require-cycle': 'error',
      '@typescript-eslint/no-require-imports': 'off',
      '@typescript-eslint/no-unused-vars': ['warn', { ignoreRestSiblings: true }],
    },
  },
  {
    files: ['cms/scripts/**'],
    rules: { 'no-console': 'off' },
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
  // A feature is used through its entry files only (decision 052): `@/features/<name>` (index.ts,
  // safe in the browser) and `@/features/<name>/server` (server only). Pages also mount its
  // `routes` and import its components, each by its own file: Next.js bundles every client
  // component an entry names into each page that imports the entry.
  {
    files: ['app/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [...featureInnerFiles, '!@/features/*/routes', '!@/features/*/[A-Z]*'],
              caseSensitive: true,
              message: `${featureMessage} A page also imports a feature's components, each by its own file.`,
            },
            noTools,
          ],
        },
      ],
    },
  },
  ...features.map((name) => ({
    files: [`features/${name}/**`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: [...featureInnerFiles, `!@/features/${name}/*`], message: featureMessage },
            { regex: `^(@/features/${name}|\\.\\./.*)$`, message: 'Within a feature, import its own files by ./path: its entry is for the others.' },
            noTools,
          ],
        },
      ],
    },
  })),
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
