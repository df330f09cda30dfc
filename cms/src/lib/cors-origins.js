'use strict';

/**
 * The origins a browser may read cms answers from (strapi::cors in config/middlewares.js):
 * the cms's own public origin, where editors open the admin (PUBLIC_URL; without it the
 * local addresses of HOST:PORT), and the site (SITE_URL).
 */
function corsOrigins(env) {
  const origins = new Set();
  const publicUrl = env('PUBLIC_URL', '');
  if (publicUrl) origins.add(new URL(publicUrl).origin);
  else {
    const port = env('PORT', '1337');
    for (const host of ['localhost', '127.0.0.1']) origins.add(`http://${host}:${port}`);
  }
  origins.add(new URL(env('SITE_URL', 'http://localhost:3000')).origin);
  return [...origins];
}

module.exports = { corsOrigins };
