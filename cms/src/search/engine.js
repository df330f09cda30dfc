'use strict';

/*
 * The site search (decision 028): a visitor's words → the best hits of each kind, ranked the
 * same on SQLite and PostgreSQL.
 *
 * The database finds the candidates through its full-text index (store.js): every word must
 * match, as a word or a prefix of one in a name or summary, by its stem, or, in a word of
 * five letters or more, with one typo; a whole article number or NCS code matches on its own.
 * It returns at most CANDIDATES of them by its own ranking, and how many matched. They are
 * then ranked here, the same way on both databases: a code beats a name, a name beats a
 * summary, a whole word beats a stem, a stem beats a prefix, a prefix beats a typo; ties by
 * the shorter name, then the name. Only the hits shown are read from the content tables.
 */

const { CARD_SELECT, CARD_POPULATE, card, media } = require('../catalogue/product-list');
const store = require('./store');
const { KINDS, UID_OF, scopeOf, idOf } = require('./index');
const { words, compact, stem, deletions, withinOneEdit, TYPO_MIN } = require('./words');

/** The most words a question is read as; more make the query slower, not better. */
const MAX_WORDS = 6;
/** The most candidates of one kind the database hands over for the finer ranking. */
const CANDIDATES = 100;
/** Words shorter than this are matched whole only (as a prefix they match half the catalogue). */
const PREFIX_MIN = 2;

/** The query's words, each with its stem and typo corrections; the whole as a code. */
async function parse(strapi, text, locale) {
  const terms = [...new Set(words(text))].slice(0, MAX_WORDS);
  const parsed = [];
  for (const word of terms) {
    const corrections =
      word.length >= TYPO_MIN && !/\p{N}/u.test(word)
        ? (await store.wordsSharing(strapi, deletions(word))).filter((candidate) => candidate !== word && withinOneEdit(word, candidate))
        : [];
    parsed.push({ word, stem: stem(word, locale), corrections });
  }
  const code = compact(text);
  return { terms: parsed, code: code.length >= 3 && /\p{N}/u.test(code) ? code : null };
}

/**
 * The store's query: every term as a group of alternatives, the code on its own. `names`:
 * suggestions as a visitor types, which match names only, each word as typed so far.
 */
function storeQuery({ terms, code }, { names = false } = {}) {
  return {
    all: terms.map(({ word, stem: wordStem, corrections }) =>
      names
        ? [{ column: 'name', word, prefix: word.length >= PREFIX_MIN }, ...corrections.map((correction) => ({ column: 'name', word: correction }))]
        : [
            { column: 'text', word, prefix: word.length >= PREFIX_MIN },
            { column: 'stems', word: wordStem },
            ...corrections.map((correction) => ({ column: 'text', word: correction })),
          ],
    ),
    any: code ? [{ column: 'codes', word: code, prefix: true }] : [],
  };
}

/** How well one folded field matches one term: whole word 4, stem 3, prefix 2, typo 1. */
function fieldScore(fieldWords, term, locale) {
  let best = 0;
  for (const word of fieldWords) {
    if (word === term.word) return 4;
    if (stem(word, locale) === term.stem) best = Math.max(best, 3);
    else if (word.startsWith(term.word)) best = Math.max(best, 2);
    else if (term.corrections.includes(word)) best = Math.max(best, 1);
  }
  return best;
}

/** A candidate's score: codes first, then for each term its name match over its summary match. */
function score(row, query, locale) {
  const codes = row.codes ? row.codes.split(' ') : [];
  let total = 0;
  if (query.code) {
    if (codes.includes(query.code)) total += 1000;
    else if (codes.some((code) => code.startsWith(query.code))) total += 500;
  }
  const name = row.name ? row.name.split(' ') : [];
  const body = row.body ? row.body.split(' ') : [];
  for (const term of query.terms) {
    const inName = fieldScore(name, term, locale);
    total += inName > 0 ? 10 * inName : fieldScore(body, term, locale);
  }
  return total;
}

const byCodePoints = (a, b) => (a < b ? -1 : a > b ? 1 : 0);

function rank(rows, query, locale) {
  return (
    rows
      .map((row) => ({ row, score: score(row, query, locale) }))
      // Ties: the shorter name, then the name in code-point order (the same on both databases), then the key.
      .sort((a, b) => b.score - a.score || a.row.name.length - b.row.name.length || byCodePoints(a.row.name, b.row.name) || a.row.key - b.row.key)
      .map(({ row }) => row)
  );
}

/** How each kind's hits are read and shaped: as Strapi's REST answer would give them to the site. */
const SHAPES = {
  product: { select: CARD_SELECT, populate: CARD_POPULATE, shape: card },
  surface: {
    select: ['documentId', 'name', 'articleNumber', 'hex'],
    populate: { swatch: { select: ['url', 'alternativeText', 'width', 'height'] } },
    shape: (row) => ({
      documentId: row.documentId,
      name: row.name,
      articleNumber: row.articleNumber,
      hex: row.hex ?? null,
      swatch: row.swatch ? media(row.swatch) : null,
    }),
  },
  producer: {
    select: ['documentId', 'name', 'slug'],
    populate: {},
    shape: (row) => ({ documentId: row.documentId, name: row.name, slug: row.slug }),
  },
  page: {
    select: ['documentId', 'title', 'slug'],
    populate: {},
    shape: (row) => ({ documentId: row.documentId, title: row.title, slug: row.slug }),
  },
};

async function hitsOf(strapi, kind, ids) {
  if (ids.length === 0) return [];
  const { select, populate } = SHAPES[kind];
  // With nothing to populate, Strapi returns only the fields selected: the id must be one.
  const rows = await strapi.db.query(UID_OF[kind]).findMany({ where: { id: { $in: ids } }, select: ['id', ...select], populate });
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids
    .map((id) => byId.get(id))
    .filter(Boolean)
    .map(SHAPES[kind].shape);
}

const ALL_KINDS = Object.values(KINDS).map(({ kind }) => kind);

/**
 * `{ [kind]: { data: [hit], total } }` for the published rows of one locale: at most `limit`
 * hits of each kind asked for, best first, and how many of that kind match. `counts: false`
 * leaves the totals out; `names: true` matches names (and codes) only: suggestions as a
 * visitor types need only the first few names.
 */
async function siteSearch(strapi, { text, locale, kinds = ALL_KINDS, limit = 20, counts = true, names = false }) {
  const query = await parse(strapi, text, locale);
  const result = {};
  if (query.terms.length === 0 && !query.code) {
    for (const kind of kinds) result[kind] = { data: [], total: 0 };
    return result;
  }
  const expression = storeQuery(query, { names });
  // Each kind apart: on PostgreSQL on connections of their own, on SQLite one after the other.
  const answers = await Promise.all(
    kinds.map(async (kind) => {
      const { rows, total } = await store.match(strapi, scopeOf(kind, locale), expression, { limit: CANDIDATES, count: counts, ranked: !names });
      const ranked = rank(rows, query, locale).slice(0, limit);
      const data = await hitsOf(
        strapi,
        kind,
        ranked.map((row) => idOf(row.key)),
      );
      return [kind, { data, total: counts ? Math.max(total, data.length) : null }];
    }),
  );
  for (const [kind, answer] of answers) result[kind] = answer;
  return result;
}

module.exports = { siteSearch, ALL_KINDS };
