'use strict';

/**
 * The providers' return address points at the site, which relays /cms-connect/* to the
 * cms's /api/connect/*. Strapi 5 keeps the OAuth exchange in its own session cookie and
 * only signs a visitor in when that cookie comes back, so the cookie must live on the
 * site's origin, where the site's server can hand it to the cms (docs/decisions/006).
 */
module.exports = (plugin) => {
  const createProviders = plugin.services.providers;
  plugin.services.providers = (context) => {
    const service = createProviders(context);
    return {
      ...service,
      buildRedirectUri(provider = '') {
        const site = (process.env.SITE_URL || 'http://localhost:3000').replace(/\/$/, '');
        return `${site}/cms-connect/${encodeURIComponent(provider)}/callback`;
      },
    };
  };
  return plugin;
};
