'use strict';

const { sessionCheckedJwt } = require('./open-sessions');
const { quietEmailConfirmation, quietForgotPassword, quietRegister } = require('./quiet-answers');
const { expiringResetCodes, issuedAtAttribute } = require('./reset-links');
const { countedByNetwork, limitedSignIn } = require('./sign-in');
const { producersAttribute } = require('./producer-staff');

/**
 * The plugin's own extension point: its content types, controllers and services as
 * factories, replaced before Strapi registers them.
 */
module.exports = (plugin) => {
  issuedAtAttribute(plugin.contentTypes.user.schema);
  producersAttribute(plugin.contentTypes.user.schema);

  const createAuth = plugin.controllers.auth;
  plugin.controllers.auth = (context) => {
    const auth = createAuth(context);
    const { strapi } = context;
    return {
      ...auth,
      callback: limitedSignIn(strapi, auth.callback),
      register: quietRegister(strapi, auth.register),
      forgotPassword: quietForgotPassword(strapi, auth.forgotPassword),
      sendEmailConfirmation: quietEmailConfirmation(strapi, auth.sendEmailConfirmation),
      resetPassword: expiringResetCodes(strapi, auth.resetPassword),
    };
  };

  plugin.services.jwt = sessionCheckedJwt(plugin.services.jwt);

  const createRateLimit = plugin.middlewares.rateLimit;
  plugin.middlewares.rateLimit = (config, context) => countedByNetwork(createRateLimit(config, context));

  /**
   * The providers' return address points at the site, which relays /cms-connect/* to the
   * cms's /api/connect/*. Strapi 5 keeps the OAuth exchange in its own session cookie and
   * only signs a visitor in when that cookie comes back, so the cookie must live on the
   * site's origin, where the site's server can hand it to the cms (docs/decisions/006). What this
   * relies on in Strapi, what would break it and how to remove it: docs/decisions/020.
   */
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
