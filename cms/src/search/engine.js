'use strict';

/*
 * The site search (decisions 028 and 040): a visitor's words → the best hits of each kind,
 * ranked the same on SQLite and PostgreSQL.
 *
 * The database finds the candidates through its full-text index (store.js): every word must
 * match, as a word or a prefix of one in a name or summary, by its stem, as a part of a
 * compound, by its own parts together, by a synonym, or, in a word of five letters or more,
 * with one typo; a whole article number or NCS code matches on its own. It returns at most
 * CANDIDATES of them by its own ranking, and how many matched. They are then ranked here, the
 * same way on both databases: a code beats a name, a name beats a summary, a whole word beats
 * a stem, a stem a prefix, a prefix a part, a part a typo, and a synonym counts half; ties by
 * the shorter name, then the name. Only the hits shown are read from the content tables.
 */

const { CARD_SELECT, CARD_POPULATE, card } = require('../catalogue/product-list');
const { SURFACE_CARD_POPULATE, SURFACE_CARD_SELECT, surfaceCard } = require('../catalogue/surface-card');
const store = require('./store');
const { KINDS, UID_OF, scopeOf, idOf } = require('./index');
const { words, compact, stem, deletions, withinOneEdit, TYPO_MIN } = require('./tokenize');
const { compoundParts } = require('./compounds');
const { synonymsOf } = require('./synonyms');
const { filtersNamed, fireClassesIn, isLittleWord, conditionToken, token } = require('./filter-words');

/** The most words a question is read as; more make the query slower, not better. */
const MAX_WORDS = 6;
/** The most candidates of one kind the database hands over for the finer ranking. */
const CANDIDATES = 100;
/** Words shorter than this are matched whole only (as a prefix they match half the catalogue). */
const PREFIX_MIN = 2;
/** A compound part is matched as a prefix from this many letters ("parke" finds "ekparkett"). */
const PART_PREFIX_MIN = 3;
/** Each word's alternatives stay few, so a query stays one quick index lookup. */
const MAX_CORRECTIONS = 8;
const MAX_SYNONYMS = 8;
const MAX_SYNONYM_WORDS = 3;

const wordTerm = (word, locale) => ({ word, stem: stem(word, locale) });

/** A synonym's filter as the facet tokens it matches: { slipResistance: { min: 'R10' } } → slipminr10. */
const SYNONYM_FILTERS = { slipResistance: 'slip' };
const synonymTokens = (filter) => Object.entries(filter ?? {}).map(([name, condition]) => conditionToken(SYNONYM_FILTERS[name], condition));

/** Filters whose values are codes (R10, Bfl-s1): a word that is one means the filter wherever it stands. */
const CODE_FILTERS = ['slip', 'fire'];

/**
 * Which words are read as the filters they name. A code always. A word ("vit", "golv") when
 * the question has two words or more and most of them name filters: it then describes a
 * selection ("vit matt golv") that no row's text holds, so each such word also matches the rows
 * with that filter value, and little words between them ("golv i vitt") are left out. A word
 * alone is searched as a word: "klinker" is not all of the tiles, though the offer links them.
 */
function filterWords(terms) {
  const named = terms.map((word) => filtersNamed(word));
  const described = terms.filter((word) => !isLittleWord(word));
  const naming = named.filter((filters) => filters.length > 0).length;
  const selection = described.length >= 2 && naming * 2 > described.length;
  return terms
    .map((word, i) => ({ word, filters: selection ? named[i] : named[i].filter((filter) => CODE_FILTERS.includes(filter.name)) }))
    .filter(({ word, filters }) => !selection || filters.length > 0 || !isLittleWord(word));
}

/**
 * The query's words, each with its stem, its typo corrections, its compound parts, the filter
 * values it names (facet tokens) and what an editor said it means (synonyms.js, with the
 * filter an entry carries); its fire classes as terms of their own; the whole as a code.
 */
async function parse(strapi, text, locale) {
  const fire = fireClassesIn(text);
  const fireClasses = [...new Set(fire.fire)].slice(0, MAX_WORDS);
  const read = filterWords([...new Set(words(fire.text))]).slice(0, MAX_WORDS - fireClasses.length);
  const synonyms = await synonymsOf(strapi, locale);
  const parsed = fireClasses.map((value) => ({
    ...wordTerm(compact(value), locale),
    corrections: [],
    parts: [],
    synonyms: [],
    facets: [token('fire', value)],
    literal: false,
  }));
  const understood = [];
  for (const { word, filters } of read) {
    const corrections =
      word.length >= TYPO_MIN && !/\p{N}/u.test(word)
        ? (await store.wordsSharing(strapi, deletions(word)))
            .filter((candidate) => candidate !== word && withinOneEdit(word, candidate))
            .slice(0, MAX_CORRECTIONS)
        : [];
    const meaning = synonyms.get(word) ?? synonyms.get(stem(word, locale));
    if (meaning?.filter) understood.push({ word, filter: meaning.filter });
    parsed.push({
      word,
      stem: stem(word, locale),
      corrections,
      parts: compoundParts(word, locale).map((part) => wordTerm(part, locale)),
      synonyms: (meaning?.alternatives ?? []).slice(0, MAX_SYNONYMS).map((phrase) => phrase.slice(0, MAX_SYNONYM_WORDS).map((w) => wordTerm(w, locale))),
      facets: [...new Set([...filters.map(({ name, value }) => token(name, value)), ...synonymTokens(meaning?.filter)])],
      literal: true,
    });
  }
  const code = compact(text);
  return { terms: parsed, code: code.length >= 3 && /\p{N}/u.test(code) ? code : null, understood };
}

/** One word of a compound's parts or a synonym, matched whole or by its stem, in a name or a body or their parts. */
const wholeWord = ({ word, stem: wordStem }, names) =>
  names
    ? [{ column: 'namewords', word }]
    : [
        { column: 'words', word },
        { column: 'stems', word: wordStem },
      ];

/*
 * The word as typed, in a name or a body or their parts: one alternative where a word and a
 * part are matched alike (the index reads a term's entries once for all its columns), two where
 * a two-letter word is a prefix of words but only a whole part.
 */
function asTyped(word, names) {
  const prefix = word.length >= PREFIX_MIN;
  if (prefix === word.length >= PART_PREFIX_MIN) return [{ column: names ? 'namewords' : 'words', word, prefix }];
  return names
    ? [
        { column: 'name', word, prefix },
        { column: 'nameparts', word },
      ]
    : [
        { column: 'text', word, prefix },
        { column: 'parts', word },
      ];
}

/** Words that must all match: one alternative inline, more as a conjunction of their own. */
const together = (wordTerms, names) => (wordTerms.length === 1 ? wholeWord(wordTerms[0], names) : [{ all: wordTerms.map((w) => wholeWord(w, names)) }]);

/**
 * The store's query: every term as a group of alternatives (the word as typed, its stem, a part
 * of a compound, a typo correction, its own parts together, its synonyms), the code on its own.
 * `names`: suggestions as a visitor types, which match names only, each word as typed so far.
 */
function storeQuery({ terms, code }, { names = false } = {}) {
  return {
    all: terms.map((term) => {
      const { word, stem: wordStem, corrections, parts, synonyms, facets, literal } = term;
      const facetGroup = facets.map((facet) => ({ column: 'facets', word: facet }));
      if (!literal) return facetGroup;
      const group = names
        ? [...asTyped(word, true), ...corrections.map((correction) => ({ column: 'name', word: correction }))]
        : [
            ...asTyped(word, false),
            { column: 'stems', word: wordStem },
            // An inflected head: "parketten" is a part of no word, "parkett" of "ekparkett".
            ...(wordStem !== word ? [{ column: 'parts', word: wordStem }] : []),
            ...corrections.map((correction) => ({ column: 'text', word: correction })),
            ...synonyms.flatMap((phrase) => together(phrase, false)),
            ...facetGroup,
          ];
      if (parts.length > 0) group.push({ all: parts.map((part) => wholeWord(part, names)) });
      return group;
    }),
    any: code ? [{ column: 'codes', word: code, prefix: true }] : [],
  };
}

/*
 * How well one field (its words and its words' compound parts) matches one term: the whole
 * word 6, its stem 5, a prefix 4, a compound part 3, a part's prefix 2, a typo 1.
 */
function fieldScore(fieldWords, fieldParts, term, locale) {
  let best = 0;
  for (const word of fieldWords) {
    if (word === term.word) return 6;
    if (stem(word, locale) === term.stem) best = Math.max(best, 5);
    else if (term.prefix !== false && word.startsWith(term.word)) best = Math.max(best, 4);
    else if (term.corrections?.includes(word)) best = Math.max(best, 1);
  }
  for (const part of fieldParts) {
    if (part === term.word || part === term.stem) best = Math.max(best, 3);
    else if (term.prefix !== false && term.word.length >= PART_PREFIX_MIN && part.startsWith(term.word)) best = Math.max(best, 2);
  }
  return best;
}

const fieldsOf = (row) => {
  const list = (text) => (text ? text.split(' ') : []);
  return { name: list(row.name), body: list(row.body), parts: list(row.parts), bparts: list(row.bparts) };
};

/** A term in a name counts ten times as much as in a summary. */
const inRow = (fields, term, locale) => {
  const inName = fieldScore(fields.name, fields.parts, term, locale);
  return inName > 0 ? 10 * inName : fieldScore(fields.body, fields.bparts, term, locale);
};

/** Every word must match; the weakest decides. Whole words only: neither prefixes nor typos. */
const allOf = (fields, wordTerms, locale) => Math.min(...wordTerms.map((w) => inRow(fields, { ...w, prefix: false }, locale)));

/** What an editor says a word means counts half what the word itself does. */
const SYNONYM_WEIGHT = 0.5;
/** A row with the filter value a word names scores as the whole word in its summary would: below any name. */
const FACET_SCORE = 6;

/** A candidate's score: codes first, then for each term the best of its word, its parts together, its synonyms. */
function score(row, query, locale) {
  const codes = row.codes ? row.codes.split(' ') : [];
  let total = 0;
  if (query.code) {
    if (codes.includes(query.code)) total += 1000;
    else if (codes.some((code) => code.startsWith(query.code))) total += 500;
  }
  const fields = fieldsOf(row);
  const facets = new Set(row.facets ? row.facets.split(' ') : []);
  for (const term of query.terms) {
    const filtered = term.facets.some((facet) => facets.has(facet)) ? FACET_SCORE : 0;
    if (!term.literal) {
      total += filtered;
      continue;
    }
    const literal = inRow(fields, term, locale);
    const split = term.parts.length > 0 ? allOf(fields, term.parts, locale) : 0;
    const meant = Math.max(0, ...term.synonyms.map((phrase) => SYNONYM_WEIGHT * allOf(fields, phrase, locale)));
    total += Math.max(literal, split, meant, filtered);
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
  surface: { select: SURFACE_CARD_SELECT, populate: SURFACE_CARD_POPULATE, shape: surfaceCard },
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
 * `{ data: { [kind]: { data: [hit], total } }, filters }` for the published rows of one locale:
 * at most `limit` hits of each kind asked for, best first, and how many of that kind match;
 * `filters`, the filters editors' synonyms gave the words ([{ word, filter }]). `counts: false`
 * leaves the totals out; `names: true` matches names (and codes) only: suggestions as a
 * visitor types need only the first few names, with no filter values.
 */
async function siteSearch(strapi, { text, locale, kinds = ALL_KINDS, limit = 20, counts = true, names = false }) {
  const parsed = await parse(strapi, text, locale);
  const query = names ? { ...parsed, terms: parsed.terms.filter((term) => term.literal).map((term) => ({ ...term, facets: [] })) } : parsed;
  const result = {};
  const filters = names ? [] : parsed.understood;
  if (query.terms.length === 0 && !query.code) {
    for (const kind of kinds) result[kind] = { data: [], total: 0 };
    return { data: result, filters };
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
  return { data: result, filters };
}

/** Whether one term alone matches anything of these kinds in this locale. */
async function termMatches(strapi, term, locale, kinds) {
  const expression = storeQuery({ terms: [term], code: null });
  for (const kind of kinds) {
    // Counted: asked for one row and no count, PostgreSQL may walk the table for a word no row has.
    const { total } = await store.match(strapi, scopeOf(kind, locale), expression, { limit: 1, count: true, ranked: false });
    if (total > 0) return true;
  }
  return false;
}

module.exports = { siteSearch, parse, termMatches, ALL_KINDS };
