'use strict';

const { randomUUID } = require('node:crypto');
const { withDb } = require('../search/store');
const { UIDS } = require('./tables');

/*
 * One row that changes whenever the catalogue does: a new random token with every write of a
 * producer, product or surface row (the database lifecycles below, in the writer's own
 * transaction), every deletion of an uploaded file (an EPD may go with it), and every bulk
 * write past the lifecycles (the generator, a restore, the bootstrap's catch-ups), which
 * call catalogueChanged() themselves. The catalogue index (catalogue-index.js) keeps the
 * token it was read with and is used only while the row still holds it, so a change made
 * by any process, committed or about to be, is never answered from an older index: the
 * token commits with the rows it stands for.
 */

const TABLE = 'ytb_catalogue_state';

async function ensureCatalogueState(strapi) {
  const knex = strapi.db.connection;
  if (!(await knex.schema.hasTable(TABLE))) {
    await knex.schema.createTable(TABLE, (table) => {
      table.integer('id').primary();
      table.string('token', 64).notNullable();
    });
  }
  await knex(TABLE).insert({ id: 1, token: randomUUID() }).onConflict('id').ignore();
}

/** The catalogue changed (or may have): a new token, in the transaction Strapi is in, if any. */
const catalogueChanged = (strapi) => withDb(strapi, (knex) => knex(TABLE).where({ id: 1 }).update({ token: randomUUID() }));

/** The token as committed (or as this transaction sees it). */
async function catalogueToken(strapi) {
  const row = await strapi.db.connection(TABLE).select('token').where({ id: 1 }).first();
  return row?.token ?? null;
}

/** Every row written for a producer, product, surface, EPD or generic value, and every file deleted, renews the token. */
function watchCatalogue(strapi) {
  const changed = () => catalogueChanged(strapi);
  const writes = ['afterCreate', 'afterCreateMany', 'afterUpdate', 'afterUpdateMany', 'afterDelete', 'afterDeleteMany'];
  // EPDs and generic values too: the list filters and sorts by the figures they give.
  const models = [...Object.values(UIDS), 'api::epd.epd', 'api::generic-climate-value.generic-climate-value'];
  strapi.db.lifecycles.subscribe({ models, ...Object.fromEntries(writes.map((action) => [action, changed])) });
  strapi.db.lifecycles.subscribe({ models: ['plugin::upload.file'], afterDelete: changed, afterDeleteMany: changed });
}

module.exports = { ensureCatalogueState, catalogueChanged, catalogueToken, watchCatalogue, TABLE };
