'use strict';

const { sameSecret } = require('@ytbanken/domain/secrets/same-secret');
const { SECRET_HEADER, trustedProxies, visitorAddress } = require('../lib/forwarded-for');

/**
 * global::visitor-address, first in config/middlewares.js: sets ctx.request.ip, which
 * Strapi's rate limits and the cms's flood control count, on every request to the address
 * the cms can vouch for (src/lib/forwarded-for.js). Koa's own reading of X-Forwarded-For
 * (server.proxy.koa, kept for X-Forwarded-Proto) would let any caller pick a fresh one.
 */
module.exports = (_config, { strapi }) => {
  const secret = process.env.VISITOR_FORWARD_SECRET || '';
  const proxies = trustedProxies(process.env.TRUSTED_PROXY_ADDRESSES);
  let warned = false;

  return async (ctx, next) => {
    const secretHeader = ctx.get(SECRET_HEADER);
    const fromSite = Boolean(secret && secretHeader && sameSecret(secretHeader, secret));
    if (secretHeader) {
      // The secret goes no further into the cms than this middleware.
      delete ctx.request.headers[SECRET_HEADER];
      if (!fromSite && !warned) {
        warned = true;
        strapi.log.warn(`A request brought a wrong ${SECRET_HEADER}: its X-Forwarded-For is ignored (is the site's VISITOR_FORWARD_SECRET the cms's?)`);
      }
    }
    ctx.request.ip = visitorAddress({ socketAddress: ctx.req.socket.remoteAddress, forwardedFor: ctx.get('x-forwarded-for'), fromSite }, proxies);
    await next();
  };
};
