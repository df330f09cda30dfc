// The browser tests' cms, started by `npm test` while the site builds instead of by Playwright
// after it (decision 065): the same server with the same environment, which it writes to
// E2E_ENV_FILE for Playwright to read. Run as `node --import ./tests/support/ts-hooks.mjs ...`.
import { prepareE2eEnv } from './e2e-process-env.ts';

prepareE2eEnv();
await import('./e2e-cms.mjs');
