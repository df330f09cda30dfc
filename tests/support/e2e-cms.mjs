// Playwright's web server for the cms: a seeded Strapi on a throw-away SQLite file that is
// deleted again when Playwright stops it.
import { startTestCms } from './cms-server.mjs';

const cms = await startTestCms({
  port: Number(process.env.E2E_CMS_PORT),
  token: process.env.E2E_SITE_TOKEN,
  smtpPort: process.env.E2E_SMTP_PORT ? Number(process.env.E2E_SMTP_PORT) : undefined,
  quiet: !process.env.E2E_VERBOSE,
});
console.log(`test cms ready at ${cms.url}`);

const stop = async () => {
  await cms.stop();
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
setInterval(() => {}, 1 << 30);
