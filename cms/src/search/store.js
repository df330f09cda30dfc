'use strict';

/*
 * The search index's tables, in the database the cms already runs (decision 028): an FTS5
 * table on SQLite, a table with a weighted tsvector and a GIN index on PostgreSQL. Both hold
 * the same folded text (tokenize.js), so a query means the same on both; only the syntax of the
 * match differs, and it is written here alone.
 *
 * One index row per published row of a searchable type: key = row id * 8 + the type's number,
 * scope = the type and locale as one word ("productxsv"), then the row's folded name, body
 * (a summary), stems, codes, and the compound parts of its name's and body's words (parts,
 * bparts; compounds.js) and its filter values as tokens (facets; filter-words.js), each a string
 * of space-separated words.
 *
 * ytb_search_typos maps each indexed word of four letters or more, and each way of deleting
 * one letter from it, to the word (a query word of five letters or more may be one letter
 * longer than the word it means): a query word finds the indexed words one edit away by looking
 * up its own deletions (tokenize.js).
 */

const TABLE = 'ytb_search';
const TYPOS = 'ytb_search_typos';
/** The index's text columns, beside its scope (their weights are in match() below). */
const COLUMNS = ['name', 'body', 'stems', 'codes', 'parts', 'bparts', 'facets'];

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
    // doc: the row's lexemes as written by lexemes() below, no parser in between.
    await knex.raw(`CREATE TABLE IF NOT EXISTS ${TABLE} (
      key bigint PRIMARY KEY,
      scope text NOT NULL,
      name text NOT NULL,
      body text NOT NULL,
      stems text NOT NULL,
      codes text NOT NULL,
      parts text NOT NULL DEFAULT '',
      bparts text NOT NULL DEFAULT '',
      facets text NOT NULL DEFAULT '',
      doc tsvector NOT NULL)`);
    // An index made before these columns existed: the catch-up fills them (its rule changed with them).
    for (const column of ['parts', 'bparts', 'facets']) await knex.raw(`ALTER TABLE ${TABLE} ADD COLUMN IF NOT EXISTS ${column} text NOT NULL DEFAULT ''`);
    await knex.raw(`CREATE INDEX IF NOT EXISTS ${TABLE}_doc ON ${TABLE} USING gin (doc)`);
  } else {
    // FTS5 cannot add a column: a table of other columns is made again, and the catch-up,
    // finding it empty, fills it.
    const existing = await knex.raw(`SELECT name FROM pragma_table_info('${TABLE}')`);
    const columns = existing.map((row) => row.name).join(',');
    if (columns !== '' && columns !== ['scope', ...COLUMNS].join(',')) await knex.raw(`DROP TABLE ${TABLE}`);
    // Folded in JavaScript already, so the tokenizer only splits on spaces; prefix indexes
    // make two- and three-letter prefixes (search as you type) one lookup each.
    await knex.raw(
      `CREATE VIRTUAL TABLE IF NOT EXISTS ${TABLE} USING fts5(scope, ${COLUMNS.join(', ')}, tokenize = 'unicode61 remove_diacritics 0', prefix = '2 3')`,
    );
  }
  await knex.raw(`CREATE TABLE IF NOT EXISTS ${TYPOS} (variant text NOT NULL, word text NOT NULL, PRIMARY KEY (variant, word))`);
}

/*
 * PostgreSQL's lexemes: the name's and body's words, already folded to letters and digits, which
 * the 'simple' configuration keeps as they are (weights A and B, with positions, for ts_rank
 * only); and the scope, stems and codes with a prefix no query word can have (a word is
 * letters and digits only), so that "golv" typed as a prefix never matches a stem and the
 * scope is one more lexeme the GIN index intersects, rather than a filter on the rows it
 * found. No query restricts weights: a weight restriction makes PostgreSQL recheck every row
 * the index found, which at 100,000 surfaces cost more than the search.
 */
const split = (text) => (text ? text.split(' ').filter(Boolean) : []);
const LEXEME = { scope: 'k:', names: 'n:', stems: 's:', codes: 'c:', parts: 'p:', bparts: 'q:', facets: 'f:' };

function docOf(knex, { scope, name, body, stems, codes, parts, bparts, facets }) {
  return knex.raw("setweight(to_tsvector('simple', ?), 'A') || setweight(to_tsvector('simple', ?), 'B') || array_to_tsvector(?::text[])", [
    name,
    body,
    [
      LEXEME.scope + scope,
      ...split(name).map((word) => LEXEME.names + word),
      ...split(stems).map((stem) => LEXEME.stems + stem),
      ...split(codes).map((code) => LEXEME.codes + code),
      ...split(parts).map((part) => LEXEME.parts + part),
      ...split(bparts).map((part) => LEXEME.bparts + part),
      ...split(facets).map((facet) => LEXEME.facets + facet),
    ],
  ]);
}

/** Replaces the index rows of these keys: `entries` [{ key, scope, name, body, stems, codes, parts, bparts, facets }]. */
async function put(strapi, entries) {
  if (entries.length === 0) return;
  await strapi.db.transaction(async ({ trx }) => {
    for (let i = 0; i < entries.length; i += 100) {
      const slice = entries.slice(i, i + 100);
      if (isPostgres(strapi)) {
        await trx(TABLE)
          .insert(slice.map((entry) => ({ ...entry, doc: docOf(trx, entry) })))
          .onConflict('key')
          .merge(['scope', ...COLUMNS, 'doc']);
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

/**
 * After many rows went in at once: SQLite merges the FTS5 index's segments; PostgreSQL moves
 * the GIN index's pending entries into the index and renews the planner's statistics (until
 * then every search reads the pending entries one by one, planned for a table of another size).
 */
async function settle(strapi) {
  const knex = strapi.db.connection;
  if (isPostgres(strapi)) await knex.raw(`VACUUM ANALYZE ${TABLE}`);
  else await knex.raw(`INSERT INTO ${TABLE}(${TABLE}) VALUES ('optimize')`);
}

async function clear(strapi) {
  await withDb(strapi, (knex) => knex(TABLE).delete());
  await withDb(strapi, (knex) => knex(TYPOS).delete());
  await settle(strapi);
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
  const rows = await withDb(strapi, (knex) => knex(TYPOS).distinct('word').whereIn('variant', variants).orderBy('word').limit(200));
  return rows.map((row) => row.word);
}

/*
 * A query: `all` groups (every group must match), each group alternatives { column: 'text' (a
 * name or a body) | 'name' | 'stems' | 'codes' | 'parts' (of a name or a body) | 'nameparts' |
 * 'words' (a name, a body or their parts) | 'namewords' (a name or its parts) | 'facets' (a
 * filter value's token, filter-words.js), word, prefix },
 * or { all: [group] }, a conjunction of its own (a compound's parts, a synonym's words); `any`
 * alternatives that match on their own (a whole code).
 */

const quoteFts = (word) => `"${word}"`;
const FTS_COLUMNS = {
  text: '{name body}',
  name: 'name',
  stems: 'stems',
  codes: 'codes',
  parts: '{parts bparts}',
  nameparts: 'parts',
  words: '{name body parts bparts}',
  namewords: '{name parts}',
  facets: 'facets',
};
const TS_PREFIXES = {
  text: [''],
  name: [LEXEME.names],
  stems: [LEXEME.stems],
  codes: [LEXEME.codes],
  parts: [LEXEME.parts, LEXEME.bparts],
  nameparts: [LEXEME.parts],
  words: ['', LEXEME.parts, LEXEME.bparts],
  namewords: [LEXEME.names, LEXEME.parts],
  facets: [LEXEME.facets],
};

function ftsGroups(groups) {
  const alt = (a) => (a.all ? `(${ftsGroups(a.all)})` : `${FTS_COLUMNS[a.column]} : ${quoteFts(a.word)}${a.prefix ? ' *' : ''}`);
  return groups.map((group) => `(${group.map(alt).join(' OR ')})`).join(' AND ');
}

function ftsExpression(query) {
  const parts = [];
  if (query.all.length > 0) parts.push(ftsGroups(query.all));
  parts.push(...query.any.map((a) => ftsGroups([[a]])));
  return `(${parts.join(' OR ')})`;
}

function tsGroups(groups) {
  const alt = (a) => (a.all ? `(${tsGroups(a.all)})` : TS_PREFIXES[a.column].map((prefix) => `'${prefix}${a.word}'${a.prefix ? ':*' : ''}`).join(' | '));
  return groups.map((group) => `(${group.map(alt).join(' | ')})`).join(' & ');
}

function tsExpression(scope, query) {
  const parts = [];
  if (query.all.length > 0) parts.push(tsGroups(query.all));
  parts.push(...query.any.map((a) => tsGroups([[a]])));
  return `'${LEXEME.scope}${scope}' & (${parts.map((part) => `(${part})`).join(' | ')})`;
}

/**
 * The best `limit` index rows of one scope for a query, by the database's own ranking (name
 * weighs most), with their folded text for the caller's finer ranking; and how many match.
 * `ranked: false`: the first `limit` matches the index finds instead (by key on SQLite, in the
 * table's order on PostgreSQL), where every match is as good as the next for the database
 * (names matched as they are typed), and ranking them all cost most.
 */
function match(strapi, scope, query, options) {
  return withDb(strapi, (knex) => matchOn(knex, strapi, scope, query, options));
}

async function matchOn(knex, strapi, scope, query, { limit, count = true, ranked = true }) {
  // PostgreSQL counts all matches in the same pass as the best few (a window over the matches, before LIMIT).
  const total = count ? ', count(*) OVER () AS total' : '';
  let rows;
  if (isPostgres(strapi)) {
    // Cast, not to_tsquery(): the lexemes are written as they are stored, with no parser between.
    // Unranked, no order: the GIN index's matches are read from the table until there are
    // `limit`. Ordered by key, every match of a two-letter prefix would be read to sort them,
    // thousands of table pages for a common one; ordered by the key itself, PostgreSQL walks
    // the primary key instead, most of the table for a rare prefix.
    const expression = tsExpression(scope, query);
    const order = ranked ? `ORDER BY ts_rank('{0.1, 0.1, 0.3, 1.0}', doc, ?::tsquery) DESC, key ` : '';
    rows = (
      await knex.raw(
        `SELECT key, name, body, codes, parts, bparts, facets${total} FROM ${TABLE} WHERE doc @@ ?::tsquery ${order}LIMIT ?`,
        ranked ? [expression, expression, limit] : [expression, limit],
      )
    ).rows;
  } else {
    const expression = `scope : ${quoteFts(scope)} AND ${ftsExpression(query)}`;
    // SQLite counts the matches from the index alone, faster apart than as a window over the rows.
    rows = await knex.raw(
      `SELECT rowid AS key, name, body, codes, parts, bparts, facets FROM ${TABLE} WHERE ${TABLE} MATCH ? ORDER BY ${ranked ? `bm25(${TABLE}, 0, 10, 2, 3, 20, 5, 1, 1), ` : ''}rowid LIMIT ?`,
      [expression, limit],
    );
    if (count) {
      const [{ total: all }] = await knex.raw(`SELECT count(*) AS total FROM ${TABLE} WHERE ${TABLE} MATCH ?`, [expression]);
      return { rows: rows.map((row) => ({ ...row, key: Number(row.key) })), total: Number(all) };
    }
  }
  return {
    rows: rows.map((row) => ({
      key: Number(row.key),
      name: row.name,
      body: row.body,
      codes: row.codes,
      parts: row.parts,
      bparts: row.bparts,
      facets: row.facets,
    })),
    total: count ? Number(rows[0]?.total ?? 0) : null,
  };
}

module.exports = { withDb, TABLE, TYPOS, ensureTables, put, remove, present, keysFrom, clear, settle, learn, wordsSharing, match, ftsExpression, tsExpression };
