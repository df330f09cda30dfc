'use strict';

const { colourFamily } = require('../colour/family');
const { lockFieldInAdmin } = require('./admin-fields');

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

async function ensureColourFamilies(strapi) {
  await reconcileColourFamilies(strapi);
  // Shown but read-only in the admin: a hand-set value would be overwritten anyway.
  await lockFieldInAdmin(strapi, UID, 'colourFamily', 'Set automatically from the hex colour');
}

module.exports = { ensureColourFamilies };
