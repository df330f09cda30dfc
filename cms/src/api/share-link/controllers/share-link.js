'use strict';

const { factories } = require('@strapi/strapi');
const { errors } = require('@strapi/utils');
const { ownerOf, ownerReads } = require('../../../lib/owner-only');
const { LINK_POPULATE } = require('../services/share-link');

const UID = 'api::share-link.share-link';

/** 32 random bytes, base64url: 43 characters, 256 bits. The site checks this shape before it asks. */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;
/** What a link's owner may send when creating one; the token, owner and revocation are the cms's. */
const CREATE_FIELDS = new Set(['project', 'expiresAt']);

/**
 * A user's share links: like the other owner-only types (cms/src/lib/owner-only.js) a user
 * lists and revokes only their own (the routes' policies, src/policies), and links only their own projects; another user's link or
 * project is a 404. Anyone holding a live token reads the project's shared view. The links'
 * rules are the service's (services/share-link.js).
 */
module.exports = factories.createCoreController(UID, ({ strapi }) => {
  const links = () => strapi.service(UID);
  const { actions } = ownerReads(UID, strapi, { populate: LINK_POPULATE });

  return {
    ...actions,

    async create(ctx) {
      const userId = ownerOf(ctx);
      const body = ctx.request.body?.data;
      if (!body || typeof body !== 'object' || Array.isArray(body)) {
        throw new errors.ValidationError('Missing "data" payload in the request body');
      }
      const extra = Object.keys(body).filter((key) => !CREATE_FIELDS.has(key));
      if (extra.length > 0) throw new errors.ValidationError(`Not accepted: ${extra.join(', ')}`);
      if (typeof body.project !== 'string' || !body.project) throw new errors.ValidationError('A share link is of a project');
      const entry = await links().createLink(userId, { project: body.project, expiresAt: body.expiresAt });
      ctx.status = 201;
      return this.transformResponse(await this.sanitizeOutput(entry, ctx));
    },

    /** The route's global::is-owner has found the link to be the user's own. */
    async revoke(ctx) {
      const revoked = await links().revoke(ctx.params.id);
      return this.transformResponse(await this.sanitizeOutput(revoked, ctx));
    },

    /** A live token's project; an unknown, revoked or expired one, or a deleted project, is one and the same 404. */
    async shared(ctx) {
      const token = ctx.params.token;
      if (typeof token !== 'string' || !TOKEN.test(token)) return ctx.notFound();
      const view = await links().sharedProject(token);
      if (!view) return ctx.notFound();
      return { data: view };
    },
  };
});
