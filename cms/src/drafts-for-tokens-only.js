'use strict';

const READS = new Set(['findMany', 'findOne', 'findFirst', 'count']);

/**
 * Strapi's content API hands drafts (`?status=draft`) to anyone allowed to read a type, the
 * public role included. Drafts are for editors: through the API only an API token (the
 * site's server, for the preview) may read them; every other reader gets published content.
 */
function draftsForTokensOnly(strapi) {
  return async (context, next) => {
    if (READS.has(context.action) && context.params?.status === 'draft') {
      const ctx = strapi.requestContext.get();
      const contentApi = ctx?.state?.route?.info?.type === 'content-api';
      if (contentApi && ctx.state.auth?.strategy?.name !== 'content-api-token') context.params.status = 'published';
    }
    return next();
  };
}

module.exports = { draftsForTokensOnly };
