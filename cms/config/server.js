'use strict';

require('../scripts/env').assertEnv();
const { resendPendingMails } = require('../src/samples/notify');

module.exports = ({ env }) => ({
  host: env('HOST', '127.0.0.1'),
  port: env.int('PORT', 1337),
  url: env('PUBLIC_URL', ''),
  // Koa trusts X-Forwarded-Proto, so behind a TLS terminator the request counts as secure
  // and the admin's and the OAuth session's Secure cookies can be set. The visitor's address
  // is not Koa's reading of X-Forwarded-For: global::visitor-address decides it
  // (src/visitor-address.js: the site's server with VISITOR_FORWARD_SECRET, a proxy in
  // TRUSTED_PROXY_ADDRESSES, otherwise the socket).
  proxy: { koa: true },
  app: { keys: env.array('APP_KEYS') },
  webhooks: { populateRelations: env.bool('WEBHOOKS_POPULATE_RELATIONS', false) },
  // Sample orders' mails that a mail-server outage kept back go out once it is back.
  // Scripts that boot Strapi without serving it (seed, tests' scripts) turn it off with
  // CRON_ENABLED=false: a task still running when such a script stops would meet a closed pool.
  cron: {
    enabled: env.bool('CRON_ENABLED', true),
    tasks: {
      resendSampleOrderMails: {
        task: ({ strapi }) => resendPendingMails(strapi).catch((error) => strapi.log.error(`Sending sample orders' pending mails failed: ${error.message}`)),
        options: { rule: env('SAMPLE_MAIL_RETRY_RULE', '*/2 * * * *') },
      },
    },
  },
});
