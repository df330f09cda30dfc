'use strict';

require('../scripts/env').assertEnv();
const { sendPendingMails } = require('../src/api/sample-order/services/notify');

module.exports = ({ env }) => ({
  host: env('HOST', '127.0.0.1'),
  port: env.int('PORT', 1337),
  url: env('PUBLIC_URL', ''),
  // Koa trusts X-Forwarded-Proto, so behind a TLS terminator the request counts as secure
  // and the admin's and the OAuth session's Secure cookies can be set. The visitor's address
  // is not Koa's reading of X-Forwarded-For: global::visitor-address decides it
  // (src/lib/forwarded-for.js: the site's server with VISITOR_FORWARD_SECRET, a proxy in
  // TRUSTED_PROXY_ADDRESSES, otherwise the socket).
  proxy: { koa: true },
  app: { keys: env.array('APP_KEYS') },
  // The folder Strapi serves and keeps uploads/ in (relative to cms/). Another one gives a
  // second cms on this machine uploads of its own: a restore replaces every file in it.
  dirs: { public: env('PUBLIC_DIR', './public') },
  webhooks: { populateRelations: env.bool('WEBHOOKS_POPULATE_RELATIONS', false) },
  // No question to the npm registry at each boot about a newer Strapi: versions are pinned in
  // cms/package-lock.json and moved on purpose. (Its answer, written to cms/.strapi-updater.json
  // through a temporary file, also met the format check as that file vanished.)
  logger: { updates: { enabled: false } },
  // Sample orders: unconfirmed ones past SAMPLE_CONFIRM_HOURS are marked expired, and the
  // mails that a mail-server outage or the hourly cap (SAMPLE_MAILS_PER_HOUR) kept back go out
  // once there is room. With several cms instances, turn it on in one only. Scripts that boot
  // Strapi without serving it (seed, tests' scripts) turn it off with CRON_ENABLED=false: a
  // task still running when such a script stops would meet a closed pool.
  cron: {
    enabled: env.bool('CRON_ENABLED', true),
    tasks: {
      sampleOrderMails: {
        task: ({ strapi }) => sendPendingMails(strapi).catch((error) => strapi.log.error(`Sending sample orders' pending mails failed: ${error.message}`)),
        options: { rule: env('SAMPLE_MAIL_RETRY_RULE', '*/2 * * * *') },
      },
    },
  },
});
