'use strict';

const path = require('node:path');
const store = require('../search/store');
const { KINDS, keyOf, idOf, uidOfKey, selectOf, indexRows, unindexRows, learned } = require('../search/index');
const { LEXICON_FILES, getLexicon } = require('../search/lexicon');
const { BATCH, eachBatch, ruleOf, ruleChanged, rememberRule } = require('./catch-up');

const RULE_KEY = 'search-index-rule';
// The lexicon's files too: the dictionary, the domain words, the catalogue's words.
const RULE_FILES = [...['tokenize.js', 'index.js', 'store.js', 'compounds.js'].map((file) => path.join(__dirname, '..', 'search', file)), ...LEXICON_FILES];

/** How many index rows of one type there are, and how many published rows it should have. */
async function counts(strapi, uid) {
  const knex = strapi.db.connection;
  const key = strapi.db.dialect.client === 'postgres' ? 'key' : 'rowid';
  const [{ indexed }] = await knex(store.TABLE).count({ indexed: '*' }).whereRaw(`${key} % 8 = ?`, [KINDS[uid].number]);
  const published = await strapi.db.query(uid).count({ where: { publishedAt: { $notNull: true } } });
  return { indexed: Number(indexed), published: Number(published) };
}

/**
 * Brings the full-text index up to the rows as stored. The lifecycles keep it current on every
 * write through Strapi; rows written past them (the catalogue generator, a restore) are caught
 * up here: a type whose index count differs from its published rows is walked a page at a
 * time, missing rows indexed, and index rows without a published row taken out. When the
 * index's rules changed (tokenize.js, index.js, store.js, compounds.js, the lexicon's files), it
 * is built again from nothing.
 */
async function catchUpSearchIndex(strapi, { log = (line) => strapi.log.info(line) } = {}) {
  await store.ensureTables(strapi);
  // Read now, not in the first search that splits a word.
  getLexicon();
  const rule = ruleOf(...RULE_FILES);
  if (await ruleChanged(strapi, RULE_KEY, rule)) {
    await store.clear(strapi);
    learned.clear();
  }
  let changed = 0;
  for (const uid of Object.keys(KINDS)) {
    const { indexed, published } = await counts(strapi, uid);
    if (indexed === published) continue;
    const started = Date.now();
    let added = 0;
    await eachBatch(strapi, uid, { where: { publishedAt: { $notNull: true } }, select: selectOf(uid) }, async (rows) => {
      const have = await store.present(
        strapi,
        rows.map((row) => keyOf(uid, row.id)),
      );
      const missing = rows.filter((row) => !have.has(keyOf(uid, row.id)));
      await indexRows(strapi, uid, missing);
      added += missing.length;
    });
    const removed = await removeStale(strapi, uid);
    changed += added + removed;
    log(`search index: ${uid} ${added} rows added, ${removed} taken out (${Date.now() - started} ms)`);
  }
  if (changed > 0) await store.settle(strapi);
  await rememberRule(strapi, RULE_KEY, rule);
}

/** Index rows of `uid` whose row is gone or no longer published. */
async function removeStale(strapi, uid) {
  let removed = 0;
  let from = 0;
  for (;;) {
    const all = await store.keysFrom(strapi, from, BATCH * 8);
    if (all.length === 0) return removed;
    from = all.at(-1) + 1;
    const keys = all.filter((key) => uidOfKey(key) === uid);
    if (keys.length === 0) continue;
    const ids = keys.map(idOf);
    const rows = await strapi.db.query(uid).findMany({ where: { id: { $in: ids }, publishedAt: { $notNull: true } }, select: ['id'] });
    const live = new Set(rows.map((row) => row.id));
    const stale = ids.filter((id) => !live.has(id));
    await unindexRows(strapi, uid, stale);
    removed += stale.length;
  }
}

module.exports = { catchUpSearchIndex, RULE_KEY };
