'use strict';

const path = require('node:path');
const { SEARCH_FIELDS, RECOMPUTE_SELECT, recompute } = require('../search/text');
const { lockFieldInAdmin } = require('./admin-fields');
const { eachBatch, ruleOf, ruleChanged, rememberRule } = require('./catch-up');

const RULE_KEY = 'search-text-rule';

/**
 * The lifecycles keep searchText current on every write; this catches up rows written
 * before the field existed (every locale, draft and published row), so an existing database
 * is searchable after one restart. Only rows without a value are read, a page at a time:
 * reading every row at each boot would cost a catalogue of real size most of the cms's start
 * and memory. When the folding rule (src/search/text.js and the fold it uses) changed since the last catch-up,
 * every row is checked once, still a page at a time.
 */
async function reconcileSearchText(strapi) {
  const rule = ruleOf(path.join(__dirname, '..', 'search', 'text.js'), require.resolve('@ytbanken/domain/search/search-text'));
  const all = await ruleChanged(strapi, RULE_KEY, rule);
  let changed = 0;
  for (const uid of Object.keys(SEARCH_FIELDS)) {
    const where = all ? {} : { searchText: { $null: true } };
    await eachBatch(strapi, uid, { where, select: RECOMPUTE_SELECT(uid) }, async (rows) => {
      for (const row of rows) if (await recompute(strapi, uid, row)) changed += 1;
    });
  }
  await rememberRule(strapi, RULE_KEY, rule);
  if (changed > 0) strapi.log.info(`searchText recomputed on ${changed} rows`);
}

async function ensureSearchText(strapi) {
  await reconcileSearchText(strapi);
  for (const uid of Object.keys(SEARCH_FIELDS)) {
    const fields = SEARCH_FIELDS[uid].join(', ');
    await lockFieldInAdmin(strapi, uid, 'searchText', `Set automatically from ${fields}, for the site search`);
  }
}

module.exports = { ensureSearchText, RULE_KEY };
