'use strict';

const { corsOrigins } = require('../src/lib/cors-origins');

module.exports = ({ env }) => [
  // First: every later middleware, Strapi's rate limits included, sees the visitor's address
  // as the cms can vouch for it (src/lib/forwarded-for.js), never one a caller picked.
  'global::visitor-address',
  'strapi::logger',
  'strapi::errors',
  'strapi::security',
  {
    name: 'strapi::cors',
    // Only the cms's own public origin (the admin) and the site; any other origin gets no
    // CORS headers, so a foreign page cannot read an answer with the visitor's credentials.
    config: { origin: corsOrigins(env) },
  },
  // No strapi::poweredBy: the answers do not name the software behind them (X-Powered-By).
  'strapi::query',
  // Right after the query is parsed: the depth and size of what a content-API question may ask,
  // for every caller, refused before the database sees it (src/middlewares/bounded-queries.js).
  'global::bounded-queries',
  'strapi::body',
  {
    name: 'strapi::session',
    // Carries the OAuth exchange between the cms's connect steps (relayed by the site).
    config: { secure: env.bool('SESSION_COOKIE_SECURE', env('NODE_ENV') === 'production'), sameSite: 'lax' },
  },
  'strapi::favicon',
  // Uploaded XML is downloaded, never shown (src/middlewares/xml-uploads-apart.js).
  'global::xml-uploads-apart',
  'strapi::public',
];
