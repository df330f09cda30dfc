'use strict';

const { randomBytes } = require('node:crypto');
const { factories } = require('@strapi/strapi');
const { errors } = require('@strapi/utils');
const { assertOwnedRelations } = require('../../../lib/owner-only');

const UID = 'api::share-link.share-link';

const newToken = () => randomBytes(32).toString('base64url');

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

/** An expiresAt within the coming year as an ISO string, or null for a link that never expires. */
function expiry(value) {
  if (value === undefined || value === null) return null;
  const at = typeof value === 'string' ? new Date(value) : null;
  const ms = at?.getTime();
  if (!at || Number.isNaN(ms) || ms <= Date.now() || ms > Date.now() + LONGEST_MS) {
    throw new errors.ValidationError('expiresAt must be a date within the coming year');
  }
  return at.toISOString();
}

/**
 * The core service (ownerReads lists a user's links through it) and the links' own rules: a
 * new link's token and expiry, revoking, and what a live token shows.
 */
module.exports = factories.createCoreService(UID, ({ strapi }) => {
  const documents = () => strapi.documents(UID);

  return {
    /**
     * A new link of the user's own `project` (another user's is a 404) with a fresh token,
     * expiring at `expiresAt` (within a year) or never.
     */
    async createLink(userId, { project, expiresAt }) {
      const until = expiry(expiresAt);
      await assertOwnedRelations(strapi, { project: 'api::project.project' }, { project }, userId);
      return documents().create({
        data: { token: newToken(), project, user: userId, expiresAt: until, revokedAt: null },
        populate: LINK_POPULATE,
      });
    },

    /** Revokes a link for good and returns it as it now is; revoking twice keeps the first time. */
    async revoke(documentId) {
      const entry = await documents().findFirst({ filters: { documentId }, populate: LINK_POPULATE });
      if (entry.revokedAt) return entry;
      return documents().update({ documentId, data: { revokedAt: new Date().toISOString() }, populate: LINK_POPULATE });
    },

    /** A live token's shared view; null for an unknown, revoked or expired one, or a deleted project. */
    async sharedProject(token) {
      const now = new Date().toISOString();
      const link = await documents().findFirst({
        filters: { token: { $eq: token }, revokedAt: { $null: true }, $or: [{ expiresAt: { $null: true } }, { expiresAt: { $gt: now } }] },
        populate: sharedPopulate,
      });
      return link?.project ? sharedView(link.project) : null;
    },
  };
});

module.exports.LINK_POPULATE = LINK_POPULATE;
