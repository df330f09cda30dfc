'use strict';

const { factories } = require('@strapi/strapi');
const { errors } = require('@strapi/utils');
const { parseSampleOrder } = require('../../../samples/validate');
const { linesFor } = require('../../../samples/lines');
const { senderHash, assertWithinRateLimit } = require('../../../contact/flood');

const UID = 'api::sample-order.sample-order';

/**
 * Placed by the site's server (its token for visitors, the user's own token for signed-in
 * users, who then own the order); listed and read only by their owner, whatever filters or
 * ids the request sends. Editors see all of them in the admin.
 */
module.exports = factories.createCoreController(UID, ({ strapi }) => {
  function owner(ctx) {
    const user = ctx.state.user;
    if (!user) throw new errors.UnauthorizedError('Sign in to see your own orders');
    return user.id;
  }

  return {
    async find(ctx) {
      const userId = owner(ctx);
      await this.validateQuery(ctx);
      const query = await this.sanitizeQuery(ctx);
      const { results, pagination } = await strapi.service(UID).find({
        ...query,
        filters: { $and: [query.filters ?? {}, { user: { id: userId } }] },
      });
      return this.transformResponse(await this.sanitizeOutput(results, ctx), { pagination });
    },

    async findOne(ctx) {
      const userId = owner(ctx);
      await this.validateQuery(ctx);
      const query = await this.sanitizeQuery(ctx);
      const documentId = ctx.params.id;
      const entry =
        typeof documentId === 'string' && documentId
          ? await strapi.documents(UID).findFirst({ filters: { documentId, user: { id: userId } }, fields: query.fields })
          : null;
      if (!entry) return ctx.notFound();
      return this.transformResponse(await this.sanitizeOutput(entry, ctx));
    },

    async create(ctx) {
      await this.validateQuery(ctx);
      const { data, surfaces } = parseSampleOrder(ctx.request.body?.data);

      // The same per-visitor flood control as contact messages, counted in its own table.
      const { hashSalt, rateLimit, rateWindowMinutes } = strapi.config.get('contact');
      const hash = senderHash(ctx.request.ip, hashSalt);
      try {
        await assertWithinRateLimit(strapi, hash, { limit: rateLimit, windowMinutes: rateWindowMinutes, uid: UID, message: 'Too many orders' });
      } catch (error) {
        if (error.details?.retryAfterSeconds) ctx.set('Retry-After', String(error.details.retryAfterSeconds));
        throw error;
      }

      const lines = await linesFor(strapi, surfaces, data.language);
      const user = ctx.state.user?.id;
      const entry = await strapi.service(UID).create({
        data: { ...data, lines, status: 'received', senderHash: hash, ...(user && { user }) },
      });
      ctx.status = 201;
      return this.transformResponse(await this.sanitizeOutput(entry, ctx));
    },
  };
});
