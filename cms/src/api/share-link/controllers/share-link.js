'use strict';

const { randomBytes } = require('node:crypto');
const { factories } = require('@strapi/strapi');
const { errors } = require('@strapi/utils');
const { assertOwnedRelations, ownerOf, ownerReads } = require('../../../lib/owner-only');

const UID = 'api::share-link.share-link';

/** 32 random bytes, base64url: 43 characters, 256 bits. The site checks this shape before it asks. */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;
const newToken = () => randomBytes(32).toString('base64url');

/** What a link's owner may send when creating one; the token, owner and revocation are the cms's. */
const CREATE_FIELDS = new Set(['project', 'expiresAt']);
/** What every answer about a link carries: the project it shares, by id. */
const LINK_POPULATE = { project: { fields: ['documentId'] } };
/** A link may live at most a year; "never" is an absent expiresAt. */
const LONGEST_MS = 366 * 24 * 60 * 60 * 1000;

const surfaceFields = ['documentId', 'name', 'articleNumber', 'hex', 'ncs', 'labL', 'labA', 'labB', 'gloss', 'lrv'];
const sharedPopulate = {
  project: {
    fields: ['name', 'description', 'location', 'status', 'quantities'],
    populate: {
      materials: {
        fields: ['documentId', 'note'],
        populate: {
          surface: {
            fields: surfaceFields,
            populate: {
              swatch: { fields: ['url', 'alternativeText', 'width', 'height'] },
              product: { fields: ['documentId', 'name'], populate: { producer: { fields: ['name'] } } },
            },
          },
          product: {
            fields: ['documentId', 'name'],
            populate: { images: { fields: ['url', 'alternativeText', 'width', 'height'] }, producer: { fields: ['name'] } },
          },
        },
      },
    },
  },
};

const media = (file) =>
  file ? { url: file.url, alternativeText: file.alternativeText ?? null, width: file.width ?? null, height: file.height ?? null } : null;
const producer = (p) => (p ? { name: p.name } : null);

/**
 * The shared page's whole answer, built field by field: the project, its materials, the
 * owner's notes on them (the share panel says the link shows them) and their quantities. Whatever else the project
 * or its materials hold (the owner, ids, other projects) never leaves the cms this way.
 */
function sharedView(project) {
  const quantities = Array.isArray(project.quantities) ? project.quantities : [];
  const quantityOf = (documentId) => {
    const entry = quantities.find((q) => q && q.material === documentId);
    return entry ? { quantity: entry.quantity, unit: entry.unit, placement: entry.placement } : null;
  };
  return {
    name: project.name,
    description: project.description ?? null,
    location: project.location ?? null,
    status: project.status,
    materials: (project.materials ?? []).map((m) => ({
      note: m.note ?? null,
      // The quantity the owner set, without the material's id: the climate table adds it up.
      quantity: quantityOf(m.documentId),
      surface: m.surface
        ? {
            ...Object.fromEntries(surfaceFields.map((f) => [f, m.surface[f] ?? null])),
            swatch: media(m.surface.swatch),
            product: m.surface.product
              ? { documentId: m.surface.product.documentId, name: m.surface.product.name, producer: producer(m.surface.product.producer) }
              : null,
          }
        : null,
      product: m.product
        ? { documentId: m.product.documentId, name: m.product.name, images: (m.product.images ?? []).map(media), producer: producer(m.product.producer) }
        : null,
    })),
  };
}

/**
 * A user's share links: like the other owner-only types (cms/src/lib/owner-only.js) a user
 * lists and revokes only their own (the routes' policies, src/policies), and links only their own projects; another user's link or
 * project is a 404. Anyone holding a live token reads the project's shared view.
 */
module.exports = factories.createCoreController(UID, ({ strapi }) => {
  const documents = () => strapi.documents(UID);
  const { actions } = ownerReads(UID, strapi, { populate: LINK_POPULATE });

  function expiry(value) {
    if (value === undefined || value === null) return null;
    const at = typeof value === 'string' ? new Date(value) : null;
    const ms = at?.getTime();
    if (!at || Number.isNaN(ms) || ms <= Date.now() || ms > Date.now() + LONGEST_MS) {
      throw new errors.ValidationError('expiresAt must be a date within the coming year');
    }
    return at.toISOString();
  }

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
      const expiresAt = expiry(body.expiresAt);
      await assertOwnedRelations(strapi, { project: 'api::project.project' }, body, userId);

      const entry = await documents().create({
        data: { token: newToken(), project: body.project, user: userId, expiresAt, revokedAt: null },
        populate: LINK_POPULATE,
      });
      ctx.status = 201;
      return this.transformResponse(await this.sanitizeOutput(entry, ctx));
    },

    /**
     * Revoking is for good and answers the link as it now is; revoking twice keeps the first
     * time. The route's global::is-owner has found the link to be the user's own.
     */
    async revoke(ctx) {
      const entry = await documents().findFirst({ filters: { documentId: ctx.params.id }, populate: LINK_POPULATE });
      const revoked = entry.revokedAt
        ? entry
        : await documents().update({
            documentId: entry.documentId,
            data: { revokedAt: new Date().toISOString() },
            populate: LINK_POPULATE,
          });
      return this.transformResponse(await this.sanitizeOutput(revoked, ctx));
    },

    /** A live token's project; an unknown, revoked or expired one, or a deleted project, is one and the same 404. */
    async shared(ctx) {
      const token = ctx.params.token;
      if (typeof token !== 'string' || !TOKEN.test(token)) return ctx.notFound();
      const now = new Date().toISOString();
      const link = await documents().findFirst({
        filters: { token: { $eq: token }, revokedAt: { $null: true }, $or: [{ expiresAt: { $null: true } }, { expiresAt: { $gt: now } }] },
        populate: sharedPopulate,
      });
      if (!link?.project) return ctx.notFound();
      return { data: sharedView(link.project) };
    },
  };
});
