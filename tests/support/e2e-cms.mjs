// Playwright's web server for the backend: a mail catcher and a seeded Strapi on a
// throw-away SQLite file (deleted again when Playwright stops it).
import { startMailCatcher, startTestCms } from './cms-server.mjs';

const mail = await startMailCatcher({
  smtpPort: Number(process.env.E2E_SMTP_PORT),
  webPort: Number(process.env.E2E_MAIL_WEB_PORT),
});
const cms = await startTestCms({
  port: Number(process.env.E2E_CMS_PORT),
  token: process.env.E2E_SITE_TOKEN,
  smtpPort: mail.smtpPort,
  siteUrl: `http://localhost:${process.env.E2E_SITE_PORT}`,
  quiet: !process.env.E2E_VERBOSE,
});
console.log(`test cms ready at ${cms.url}, mail inbox at ${mail.url}`);

const stop = async () => {
  await cms.stop();
  await mail.stop();
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
setInterval(() => {}, 1 << 30);
