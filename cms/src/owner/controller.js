'use strict';

const { factories } = require('@strapi/strapi');
const { errors } = require('@strapi/utils');
const { relationIds } = require('./relations');

/**
 * A core controller whose every action sees only the signed-in user's own records:
 * lists are filtered by the owner whatever filters the request sends (its filters on the
 * private `user` field are already dropped by sanitizeQuery), another user's record is a
 * 404, the owner is set from the token and never from the body, and relations may only
 * point at the owner's own records where `ownedRelations` says so.
 */
function ownerOnlyController(uid, { ownedRelations = {}, validate = () => {} } = {}) {
  return factories.createCoreController(uid, ({ strapi }) => {
    const documents = () => strapi.documents(uid);

    function owner(ctx) {
      const user = ctx.state.user;
      if (!user) throw new errors.UnauthorizedError('Sign in to see your own records');
      return user.id;
    }

    async function findOwned(documentId, userId, populate) {
      if (typeof documentId !== 'string' || !documentId) return null;
      return documents().findFirst({ filters: { documentId, user: { id: userId } }, populate });
    }

    async function assertOwnedRelations(data, userId) {
      for (const [field, target] of Object.entries(ownedRelations)) {
        const ids = relationIds(data[field]);
        if (ids.length === 0) continue;
        const count = await strapi.db.query(target).count({
          where: { documentId: { $in: ids }, user: { id: userId } },
        });
        // Another user's record is not found, exactly as when asking for it directly.
        if (count !== new Set(ids).size) throw new errors.NotFoundError(`Not found: ${field}`);
      }
    }

    async function input(ctx) {
      const body = ctx.request.body?.data;
      if (!body || typeof body !== 'object' || Array.isArray(body)) {
        throw new errors.ValidationError('Missing "data" payload in the request body');
      }
      await this.validateInput(body, ctx);
      const data = await this.sanitizeInput(body, ctx);
      delete data.user;
      return data;
    }

    return {
      async find(ctx) {
        const userId = owner(ctx);
        await this.validateQuery(ctx);
        const query = await this.sanitizeQuery(ctx);
        const { results, pagination } = await strapi.service(uid).find({
          ...query,
          filters: { $and: [query.filters ?? {}, { user: { id: userId } }] },
        });
        return this.transformResponse(await this.sanitizeOutput(results, ctx), { pagination });
      },

      async findOne(ctx) {
        const userId = owner(ctx);
        await this.validateQuery(ctx);
        const query = await this.sanitizeQuery(ctx);
        const entry = await findOwned(ctx.params.id, userId, query.populate);
        if (!entry) return ctx.notFound();
        return this.transformResponse(await this.sanitizeOutput(entry, ctx));
      },

      async create(ctx) {
        const userId = owner(ctx);
        const data = await input.call(this, ctx);
        await validate(data, { creating: true });
        await assertOwnedRelations(data, userId);
        const query = await this.sanitizeQuery(ctx);
        const entry = await strapi.service(uid).create({ ...query, data: { ...data, user: userId } });
        ctx.status = 201;
        return this.transformResponse(await this.sanitizeOutput(entry, ctx));
      },

      async update(ctx) {
        const userId = owner(ctx);
        if (!(await findOwned(ctx.params.id, userId))) return ctx.notFound();
        const data = await input.call(this, ctx);
        await validate(data, { creating: false });
        await assertOwnedRelations(data, userId);
        const query = await this.sanitizeQuery(ctx);
        const entry = await strapi.service(uid).update(ctx.params.id, { ...query, data });
        return this.transformResponse(await this.sanitizeOutput(entry, ctx));
      },

      async delete(ctx) {
        const userId = owner(ctx);
        if (!(await findOwned(ctx.params.id, userId))) return ctx.notFound();
        await strapi.service(uid).delete(ctx.params.id);
        ctx.status = 204;
        return null;
      },
    };
  });
}

module.exports = { ownerOnlyController };
