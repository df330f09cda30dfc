'use strict';

const path = require('node:path');
const { colourFamily } = require('../catalogue/colour-family');
const { lockFieldInAdmin } = require('./admin-fields');
const { eachBatch, ruleOf, ruleChanged, rememberRule } = require('./catch-up');

const UID = 'api::surface.surface';
const RULE_KEY = 'colour-family-rule';

/**
 * The surface lifecycles derive colourFamily from hex on every write; this catches up
 * rows written before the field existed. Only rows with a hex and no family are read, a page
 * at a time; when the classification (src/catalogue/colour-family.js) changed since the last catch-up,
 * every row is checked once. Writing the hex back is enough: the lifecycle recomputes the
 * family from it.
 */
async function reconcileColourFamilies(strapi) {
  const rule = ruleOf(path.join(__dirname, '..', 'catalogue', 'colour-family.js'));
  const where = (await ruleChanged(strapi, RULE_KEY, rule)) ? {} : { colourFamily: { $null: true }, hex: { $notNull: true } };
  const rows = strapi.db.query(UID);
  await eachBatch(strapi, UID, { where, select: ['id', 'hex', 'colourFamily'] }, async (batch) => {
    for (const row of batch) {
      if ((row.colourFamily ?? null) !== colourFamily(row.hex)) {
        await rows.update({ where: { id: row.id }, data: { hex: row.hex } });
      }
    }
  });
  await rememberRule(strapi, RULE_KEY, rule);
}

async function ensureColourFamilies(strapi) {
  await reconcileColourFamilies(strapi);
  // Shown but read-only in the admin: a hand-set value would be overwritten anyway.
  await lockFieldInAdmin(strapi, UID, 'colourFamily', 'Set automatically from the hex colour');
}

module.exports = { ensureColourFamilies, RULE_KEY };
