// Lets Node run a test helper that imports the tests' TypeScript modules the way the test runners
// do, by a relative path without its extension (Node strips the types itself): for
// tests/support/e2e-cms-early.mjs, which `npm test` runs outside Playwright.
import { registerHooks } from 'node:module';

registerHooks({
  resolve(specifier, context, nextResolve) {
    try {
      return nextResolve(specifier, context);
    } catch (error) {
      if (error?.code !== 'ERR_MODULE_NOT_FOUND' || !/^\.\.?\//.test(specifier) || /\.[cm]?[jt]s$/.test(specifier)) throw error;
      return nextResolve(`${specifier}.ts`, context);
    }
  },
});
