// Playwright's web server for the backend: a mail catcher and a seeded Strapi on a
// throw-away SQLite file (deleted again when Playwright stops it).
import { startMailCatcher, startTestCms } from './cms-server.mjs';
import { E2E_CATALOGUE_ARGS } from './e2e-catalogue.mjs';
import { startStandinProvider } from './oauth-standin.mjs';

const mail = await startMailCatcher({
  smtpPort: Number(process.env.E2E_SMTP_PORT),
  webPort: Number(process.env.E2E_MAIL_WEB_PORT),
});
const standinSecret = 'standin-secret-for-tests';
const standin = await startStandinProvider({ port: Number(process.env.E2E_OAUTH_PORT), secret: standinSecret });
const cms = await startTestCms({
  port: Number(process.env.E2E_CMS_PORT),
  token: process.env.E2E_SITE_TOKEN,
  visitorForwardSecret: process.env.E2E_VISITOR_FORWARD_SECRET,
  smtpPort: mail.smtpPort,
  siteUrl: `http://localhost:${process.env.E2E_SITE_PORT}`,
  revalidateSecret: process.env.E2E_REVALIDATE_SECRET,
  previewSecret: process.env.E2E_PREVIEW_SECRET,
  extraEnv: {
    // The webhook reaches one site instance only (the first, directly), as when a load
    // balancer picks one: the other learns of changes only through the shared cache.
    REVALIDATE_URL: `http://localhost:${process.env.E2E_SITE_INTERNAL_PORT}/api/revalidate`,
    OAUTH_TEST_PROVIDER_URL: standin.url,
    OAUTH_TEST_PROVIDER_SECRET: standinSecret,
    OAUTH_TEST_PROVIDER_ALLOWED: 'true',
    // The test site is plain http; the OAuth session cookie must still be set.
    SESSION_COOKIE_SECURE: 'false',
  },
  quiet: !process.env.E2E_VERBOSE,
  // Named by the Playwright config, so tests can reach what no API may change (tests/support/cms-database.ts).
  database: process.env.E2E_CMS_DATABASE,
  // With a generated catalogue far past a page (playwright.catalogue.config.ts), so the
  // surface pickers are tested against more than they can show. Not in the main run: its
  // specs count the demo's products.
  catalogue: process.env.E2E_CATALOGUE === '1' ? E2E_CATALOGUE_ARGS : undefined,
});
console.log(`test cms ready at ${cms.url}, mail inbox at ${mail.url}`);

const stop = async () => {
  await cms.stop();
  await mail.stop();
  await standin.stop();
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
setInterval(() => {}, 1 << 30);
