'use strict';

require('../scripts/env').assertEnv();

module.exports = ({ env }) => ({
  host: env('HOST', '127.0.0.1'),
  port: env.int('PORT', 1337),
  url: env('PUBLIC_URL', ''),
  // The site calls Strapi from its server and forwards the visitor's address in
  // X-Forwarded-For; trusting the proxy lets Strapi's rate limits key on the visitor.
  proxy: { koa: true },
  app: { keys: env.array('APP_KEYS') },
  webhooks: { populateRelations: env.bool('WEBHOOKS_POPULATE_RELATIONS', false) },
});
