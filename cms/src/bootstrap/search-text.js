'use strict';

const { SEARCH_FIELDS, RECOMPUTE_SELECT, recompute } = require('../search/text');
const { lockFieldInAdmin } = require('./admin-fields');

/**
 * The lifecycles keep searchText current on every write; this catches up rows written
 * before the field existed or before the folding rule last changed (every locale, draft
 * and published row), so an existing database is searchable after one restart.
 */
async function reconcileSearchText(strapi) {
  let changed = 0;
  for (const uid of Object.keys(SEARCH_FIELDS)) {
    const rows = await strapi.db.query(uid).findMany({ select: RECOMPUTE_SELECT(uid) });
    for (const row of rows) if (await recompute(strapi, uid, row)) changed += 1;
  }
  if (changed > 0) strapi.log.info(`searchText recomputed on ${changed} rows`);
}

async function ensureSearchText(strapi) {
  await reconcileSearchText(strapi);
  for (const uid of Object.keys(SEARCH_FIELDS)) {
    const fields = SEARCH_FIELDS[uid].join(', ');
    await lockFieldInAdmin(strapi, uid, 'searchText', `Set automatically from ${fields}, for the site search`);
  }
}

module.exports = { ensureSearchText };
