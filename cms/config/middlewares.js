'use strict';

module.exports = ({ env }) => [
  'strapi::logger',
  'strapi::errors',
  'strapi::security',
  'strapi::cors',
  'strapi::poweredBy',
  'strapi::query',
  'strapi::body',
  {
    name: 'strapi::session',
    // Carries the OAuth exchange between the cms's connect steps (relayed by the site).
    config: { secure: env.bool('SESSION_COOKIE_SECURE', env('NODE_ENV') === 'production'), sameSite: 'lax' },
  },
  'strapi::favicon',
  'strapi::public',
];
