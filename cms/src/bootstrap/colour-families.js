'use strict';

const { colourFamily } = require('../colour/family');

const UID = 'api::surface.surface';

/**
 * The surface lifecycles derive colourFamily from hex on every write; this catches up
 * rows written before the field existed or before the classification last changed.
 * Writing the hex back is enough: the lifecycle recomputes the family from it.
 */
async function reconcileColourFamilies(strapi) {
  const rows = strapi.db.query(UID);
  const all = await rows.findMany({ select: ['id', 'hex', 'colourFamily'] });
  for (const row of all) {
    if ((row.colourFamily ?? null) !== colourFamily(row.hex)) {
      await rows.update({ where: { id: row.id }, data: { hex: row.hex } });
    }
  }
}

/** Shown but read-only in the admin: a hand-set value would be overwritten anyway. */
async function lockColourFamilyInAdmin(strapi) {
  const service = strapi.plugin('content-manager').service('content-types');
  const contentType = service.findContentType(UID);
  const { metadatas } = await service.findConfiguration(contentType);
  const current = metadatas?.colourFamily?.edit ?? {};
  if (current.editable === false) return;
  const edit = { ...current, editable: false, description: 'Set automatically from the hex colour' };
  await service.updateConfiguration(contentType, {
    metadatas: { ...metadatas, colourFamily: { ...metadatas.colourFamily, edit } },
  });
}

async function ensureColourFamilies(strapi) {
  await reconcileColourFamilies(strapi);
  await lockColourFamilyInAdmin(strapi);
}

module.exports = { ensureColourFamilies };
