'use strict';

/*
 * The search index's tables, in the database the cms already runs (decision 028): an FTS5
 * table on SQLite, a table with a weighted tsvector and a GIN index on PostgreSQL. Both hold
 * the same folded text (words.js), so a query means the same on both; only the syntax of the
 * match differs, and it is written here alone.
 *
 * One index row per published row of a searchable type: key = row id * 8 + the type's number,
 * scope = the type and locale as one word ("productxsv"), then the row's folded name, body
 * (a summary), stems and codes, each a string of space-separated words.
 *
 * ytb_search_typos maps each word of five letters or more, and each way of deleting one
 * letter from it, to the word: a query word finds the indexed words one edit away by looking
 * up its own deletions (words.js).
 */

const TABLE = 'ytb_search';
const TYPOS = 'ytb_search_typos';
/** Index columns and how much each weighs in the database's own ranking (bm25 / ts_rank). */
const COLUMNS = ['name', 'body', 'stems', 'codes'];

const isPostgres = (strapi) => strapi.db.dialect.client === 'postgres';

/**
 * Runs `work(knex)` on the transaction Strapi is in, if any: the lifecycles index a row inside
 * the document service's transaction, and on SQLite (one connection) a query beside it would
 * wait for that connection for ever.
 */
const withDb = (strapi, work) => (strapi.db.inTransaction() ? strapi.db.transaction(({ trx }) => work(trx)) : work(strapi.db.connection));

async function ensureTables(strapi) {
  const knex = strapi.db.connection;
  if (isPostgres(strapi)) {
    await knex.raw(`CREATE TABLE IF NOT EXISTS ${TABLE} (
      key bigint PRIMARY KEY,
      scope text NOT NULL,
      name text NOT NULL,
      body text NOT NULL,
      stems text NOT NULL,
      codes text NOT NULL,
      doc tsvector GENERATED ALWAYS AS (
        setweight(to_tsvector('simple', name), 'A') || setweight(to_tsvector('simple', body), 'B') ||
        setweight(to_tsvector('simple', stems), 'C') || setweight(to_tsvector('simple', codes), 'D')
      ) STORED)`);
    await knex.raw(`CREATE INDEX IF NOT EXISTS ${TABLE}_doc ON ${TABLE} USING gin (doc)`);
    await knex.raw(`CREATE INDEX IF NOT EXISTS ${TABLE}_scope ON ${TABLE} (scope)`);
  } else {
    // Folded in JavaScript already, so the tokenizer only splits on spaces; prefix indexes
    // make two- and three-letter prefixes (search as you type) one lookup each.
    await knex.raw(
      `CREATE VIRTUAL TABLE IF NOT EXISTS ${TABLE} USING fts5(scope, ${COLUMNS.join(', ')}, tokenize = 'unicode61 remove_diacritics 0', prefix = '2 3')`,
    );
  }
  await knex.raw(`CREATE TABLE IF NOT EXISTS ${TYPOS} (variant text NOT NULL, word text NOT NULL, PRIMARY KEY (variant, word))`);
}

/** Replaces the index rows of these keys: `entries` [{ key, scope, name, body, stems, codes }]. */
async function put(strapi, entries) {
  if (entries.length === 0) return;
  await strapi.db.transaction(async ({ trx }) => {
    for (let i = 0; i < entries.length; i += 100) {
      const slice = entries.slice(i, i + 100);
      if (isPostgres(strapi)) {
        await trx(TABLE)
          .insert(slice)
          .onConflict('key')
          .merge(['scope', ...COLUMNS]);
      } else {
        await trx(TABLE)
          .whereIn(
            'rowid',
            slice.map((e) => e.key),
          )
          .delete();
        await trx(TABLE).insert(slice.map(({ key, ...rest }) => ({ rowid: key, ...rest })));
      }
    }
  });
}

async function remove(strapi, keys) {
  if (keys.length === 0) return;
  await withDb(strapi, (knex) =>
    knex(TABLE)
      .whereIn(isPostgres(strapi) ? 'key' : 'rowid', keys)
      .delete(),
  );
}

/** Of these keys, the ones the index holds. */
async function present(strapi, keys) {
  if (keys.length === 0) return new Set();
  const column = isPostgres(strapi) ? 'key' : 'rowid';
  const rows = await withDb(strapi, (knex) => knex(TABLE).select({ key: column }).whereIn(column, keys));
  return new Set(rows.map((row) => Number(row.key)));
}

/** Index keys at or above `from`, in order, at most `limit`: the catch-up's walk for stale rows. */
async function keysFrom(strapi, from, limit) {
  const column = isPostgres(strapi) ? 'key' : 'rowid';
  const rows = await withDb(strapi, (knex) => knex(TABLE).select({ key: column }).where(column, '>=', from).orderBy(column).limit(limit));
  return rows.map((row) => Number(row.key));
}

async function clear(strapi) {
  await withDb(strapi, (knex) => knex(TABLE).delete());
  await withDb(strapi, (knex) => knex(TYPOS).delete());
}

/** Records the typo variants of these words; the caller remembers which it already sent. */
async function learn(strapi, pairs) {
  if (pairs.length === 0) return;
  await withDb(strapi, async (knex) => {
    for (let i = 0; i < pairs.length; i += 200) {
      await knex(TYPOS)
        .insert(pairs.slice(i, i + 200))
        .onConflict(['variant', 'word'])
        .ignore();
    }
  });
}

/** The indexed words sharing a variant with one of these. */
async function wordsSharing(strapi, variants) {
  if (variants.length === 0) return [];
  const rows = await withDb(strapi, (knex) => knex(TYPOS).distinct('word').whereIn('variant', variants).limit(200));
  return rows.map((row) => row.word);
}

/*
 * A query: `all` groups (every group must match), each group alternatives { column: 'text' |
 * 'stems' | 'codes', word, prefix }; `any` alternatives that match on their own (a whole code).
 */

const quoteFts = (word) => `"${word}"`;
const quoteTs = (word) => `'${word}'`;
const FTS_COLUMNS = { text: '{name body}', stems: 'stems', codes: 'codes' };
const TS_WEIGHTS = { text: 'AB', stems: 'C', codes: 'D' };

function ftsExpression(query) {
  const alt = ({ column, word, prefix }) => `${FTS_COLUMNS[column]} : ${quoteFts(word)}${prefix ? ' *' : ''}`;
  const parts = [];
  if (query.all.length > 0) parts.push(query.all.map((group) => `(${group.map(alt).join(' OR ')})`).join(' AND '));
  parts.push(...query.any.map(alt));
  return `(${parts.join(' OR ')})`;
}

function tsExpression(query) {
  const alt = ({ column, word, prefix }) => `${quoteTs(word)}:${prefix ? '*' : ''}${TS_WEIGHTS[column]}`;
  const parts = [];
  if (query.all.length > 0) parts.push(query.all.map((group) => `(${group.map(alt).join(' | ')})`).join(' & '));
  parts.push(...query.any.map(alt));
  return parts.map((part) => `(${part})`).join(' | ');
}

/**
 * The best `limit` index rows of one scope for a query, by the database's own ranking (name
 * weighs most), with their folded text for the caller's finer ranking; and how many match.
 */
function match(strapi, scope, query, options) {
  return withDb(strapi, (knex) => matchOn(knex, strapi, scope, query, options));
}

async function matchOn(knex, strapi, scope, query, { limit, count = true }) {
  if (isPostgres(strapi)) {
    const expression = tsExpression(query);
    const where = `scope = ? AND doc @@ to_tsquery('simple', ?)`;
    const rows = (
      await knex.raw(
        `SELECT key, name, body, codes FROM ${TABLE} WHERE ${where} ORDER BY ts_rank('{1.0, 0.3, 0.2, 1.0}', doc, to_tsquery('simple', ?)) DESC, key LIMIT ?`,
        [scope, expression, expression, limit],
      )
    ).rows;
    const total = count ? Number((await knex.raw(`SELECT count(*) AS total FROM ${TABLE} WHERE ${where}`, [scope, expression])).rows[0].total) : null;
    return { rows: rows.map((row) => ({ ...row, key: Number(row.key) })), total };
  }
  const expression = `scope : ${quoteFts(scope)} AND ${ftsExpression(query)}`;
  const rows = await knex.raw(
    `SELECT rowid AS key, name, body, codes FROM ${TABLE} WHERE ${TABLE} MATCH ? ORDER BY bm25(${TABLE}, 0, 10, 2, 3, 20), rowid LIMIT ?`,
    [expression, limit],
  );
  const total = count ? Number((await knex.raw(`SELECT count(*) AS total FROM ${TABLE} WHERE ${TABLE} MATCH ?`, [expression]))[0].total) : null;
  return { rows, total };
}

module.exports = { TABLE, TYPOS, ensureTables, put, remove, present, keysFrom, clear, learn, wordsSharing, match, ftsExpression, tsExpression };
