'use strict';

const { factories } = require('@strapi/strapi');
const { errors } = require('@strapi/utils');
const { relationIds } = require('./relation-ids');
const isSignedIn = require('../policies/is-signed-in');

/**
 * The signed-in user's id. The routes of owner-only types refuse a request without a user in
 * their policies already; this refuses it the same way should a route lack them.
 */
function ownerOf(ctx) {
  isSignedIn(ctx);
  return ctx.state.user.id;
}

/**
 * The routes of an owner-only type: every action for signed-in users only, and update and
 * delete only on the user's own records (src/policies).
 */
function ownerOnlyRouter(uid) {
  const signedIn = { policies: ['global::is-signed-in'] };
  const owner = { policies: [{ name: 'global::is-owner', config: { uid } }] };
  return factories.createCoreRouter(uid, { config: { find: signedIn, findOne: signedIn, create: signedIn, update: owner, delete: owner } });
}

/**
 * Every relation `ownedRelations` names ({ field: target uid }) points at the user's own
 * records; another user's record is not found, exactly as when asking for it directly.
 */
async function assertOwnedRelations(strapi, ownedRelations, data, userId) {
  for (const [field, target] of Object.entries(ownedRelations)) {
    const ids = relationIds(data[field]);
    if (ids.length === 0) continue;
    const count = await strapi.db.query(target).count({
      where: { documentId: { $in: ids }, user: { id: userId } },
    });
    if (count !== new Set(ids).size) throw new errors.NotFoundError(`Not found: ${field}`);
  }
}

/**
 * The reading half of an owner-only controller, for every type a user owns: `find` lists
 * only the user's records whatever filters the request sends (its filters on the private
 * `user` field are already dropped by sanitizeQuery), `findOne` and `findOwned` find only
 * theirs, another user's being a 404. `populate`: what every answer carries, in place of
 * what the request asks for.
 */
function ownerReads(uid, strapi, { populate } = {}) {
  function findOwned(documentId, userId, query = {}) {
    if (typeof documentId !== 'string' || !documentId) return null;
    return strapi.documents(uid).findFirst({
      filters: { documentId, user: { id: userId } },
      fields: query.fields,
      populate: populate ?? query.populate,
    });
  }

  const actions = {
    async find(ctx) {
      const userId = ownerOf(ctx);
      await this.validateQuery(ctx);
      const query = await this.sanitizeQuery(ctx);
      const { results, pagination } = await strapi.service(uid).find({
        ...query,
        ...(populate && { populate }),
        filters: { $and: [query.filters ?? {}, { user: { id: userId } }] },
      });
      return this.transformResponse(await this.sanitizeOutput(results, ctx), { pagination });
    },

    async findOne(ctx) {
      const userId = ownerOf(ctx);
      await this.validateQuery(ctx);
      const query = await this.sanitizeQuery(ctx);
      const entry = await findOwned(ctx.params.id, userId, query);
      if (!entry) return ctx.notFound();
      return this.transformResponse(await this.sanitizeOutput(entry, ctx));
    },
  };
  return { findOwned, actions };
}

/**
 * A core controller whose every action sees only the signed-in user's own records:
 * reads as in ownerReads, the owner set from the token and never from the body, and
 * relations pointing only at the owner's own records where `ownedRelations` says so.
 * Update and delete reach it only for the owner's own record (ownerOnlyRouter's policies).
 */
function ownerOnlyController(uid, { ownedRelations = {}, validate = () => {} } = {}) {
  return factories.createCoreController(uid, ({ strapi }) => {
    const { actions } = ownerReads(uid, strapi);

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
      ...actions,

      async create(ctx) {
        const userId = ownerOf(ctx);
        const data = await input.call(this, ctx);
        await validate(data, { creating: true });
        await assertOwnedRelations(strapi, ownedRelations, data, userId);
        const query = await this.sanitizeQuery(ctx);
        const entry = await strapi.service(uid).create({ ...query, data: { ...data, user: userId } });
        ctx.status = 201;
        return this.transformResponse(await this.sanitizeOutput(entry, ctx));
      },

      async update(ctx) {
        const userId = ownerOf(ctx);
        const data = await input.call(this, ctx);
        await validate(data, { creating: false });
        await assertOwnedRelations(strapi, ownedRelations, data, userId);
        const query = await this.sanitizeQuery(ctx);
        const entry = await strapi.service(uid).update(ctx.params.id, { ...query, data });
        return this.transformResponse(await this.sanitizeOutput(entry, ctx));
      },

      async delete(ctx) {
        await strapi.service(uid).delete(ctx.params.id);
        ctx.status = 204;
        return null;
      },
    };
  });
}

module.exports = { ownerOf, ownerReads, assertOwnedRelations, ownerOnlyController, ownerOnlyRouter };
