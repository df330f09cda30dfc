'use strict';

const { isSiteToken } = require('../../bootstrap/site-token');

const READS = new Set(['findMany', 'findOne', 'findFirst', 'count']);

/**
 * Strapi's content API hands drafts to anyone allowed to read a type, the public role
 * included, and reads every `status` but exactly 'published' as a draft ('x', 'DRAFT', an
 * array, an operator object). Drafts are for editors: through the API only the site's own token
 * (its server, for the preview) may choose; every other reader, another API token included,
 * gets published content, whatever it sent.
 */
function draftsForTokensOnly(strapi) {
  return async (context, next) => {
    // Also without a `status`: the documents service reads drafts by default, and a
    // controller of ours may ask on a visitor's behalf without naming one.
    if (READS.has(context.action) && context.params?.status !== 'published') {
      const ctx = strapi.requestContext.get();
      const contentApi = ctx?.state?.route?.info?.type === 'content-api';
      if (contentApi && !isSiteToken(ctx.state.auth)) context.params = { ...context.params, status: 'published' };
    }
    return next();
  };
}

module.exports = { draftsForTokensOnly };
