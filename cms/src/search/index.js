'use strict';

/*
 * What each searchable type puts in the search index (store.js), and keeping the index
 * current: the same lifecycles as searchText (text.js) call `indexRows` / `unindexRows`, and
 * bootstrap (bootstrap/search-index.js) catches up rows written past them (the catalogue
 * generator, a restore) a page at a time.
 */

const store = require('./store');
const { words, compact, ncsCodes, stem, deletions, TYPO_MIN } = require('./tokenize');
const { compoundParts } = require('./compounds');
const { facetTokens } = require('./filter-words');

/*
 * Each type's number in an index key, and which fields go where: `facets` are enumerations whose
 * value a visitor may type as a word ("matt", "blank"), by locale; `codes` are matched whole;
 * `filters` are read for the row's facet tokens (filter-words.js), with its related rows'.
 */
const FINISH_WORDS = {
  sv: { matt: 'matt', satin: 'halvmatt', gloss: 'blank', structured: 'struktur' },
  en: { matt: 'matt', satin: 'satin', gloss: 'gloss', structured: 'structured' },
};
const KINDS = {
  'api::product.product': {
    kind: 'product',
    number: 1,
    name: ['name'],
    body: ['summary'],
    facets: {},
    codes: ['slipResistance'],
    filters: ['category', 'placement', 'fireClass'],
  },
  'api::surface.surface': {
    kind: 'surface',
    number: 2,
    name: ['name'],
    body: [],
    facets: { finish: FINISH_WORDS },
    codes: ['articleNumber', 'ncs'],
    filters: ['colourFamily'],
  },
  'api::producer.producer': { kind: 'producer', number: 3, name: ['name'], body: [], facets: {}, codes: [], filters: [] },
  'api::page.page': { kind: 'page', number: 4, name: ['title'], body: [], facets: {}, codes: [], filters: [] },
};
const PRODUCT = 'api::product.product';
const SURFACE = 'api::surface.surface';
const PRODUCT_FILTERS = ['category', 'placement', 'fireClass', 'slipResistance'];
const UID_OF = Object.fromEntries(Object.entries(KINDS).map(([uid, { kind }]) => [kind, uid]));
const KEY_SPACE = 8;

const keyOf = (uid, id) => id * KEY_SPACE + KINDS[uid].number;
const idOf = (key) => Math.floor(key / KEY_SPACE);
const uidOfKey = (key) => Object.keys(KINDS).find((uid) => KINDS[uid].number === key % KEY_SPACE);
const scopeOf = (kind, locale) =>
  `${kind}x${String(locale)
    .replace(/[^a-z0-9]/gi, '')
    .toLowerCase()}`;

/** The fields a row is read with to index it. */
const selectOf = (uid) => [
  ...new Set([
    'id',
    'locale',
    'publishedAt',
    ...KINDS[uid].name,
    ...KINDS[uid].body,
    ...Object.keys(KINDS[uid].facets),
    ...KINDS[uid].codes,
    ...KINDS[uid].filters,
  ]),
];

const filtersOfProduct = (product) => ({
  category: product?.category,
  placement: product?.placement,
  fire: product?.fireClass,
  slip: product?.slipResistance,
});

/**
 * Map(row id → facet tokens) for these published rows: a product's own filter values with its
 * published surfaces' colours and finishes, a surface's own with its product's. One read of the
 * related rows for all of them.
 */
async function facetsOf(strapi, uid, rows) {
  const ids = rows.map((row) => row.id);
  if (ids.length === 0 || (uid !== PRODUCT && uid !== SURFACE)) return new Map();
  if (uid === PRODUCT) {
    const surfaces = await strapi.db.query(SURFACE).findMany({
      where: { product: { id: { $in: ids } }, publishedAt: { $notNull: true } },
      select: ['colourFamily', 'finish'],
      populate: { product: { select: ['id'] } },
    });
    return new Map(
      rows.map((row) => {
        const own = surfaces.filter((surface) => surface.product?.id === row.id);
        return [row.id, facetTokens({ ...filtersOfProduct(row), colours: own.map((s) => s.colourFamily), finishes: own.map((s) => s.finish) })];
      }),
    );
  }
  const linked = await strapi.db.query(SURFACE).findMany({ where: { id: { $in: ids } }, select: ['id'], populate: { product: { select: PRODUCT_FILTERS } } });
  const productOf = new Map(linked.map((surface) => [surface.id, surface.product]));
  return new Map(rows.map((row) => [row.id, facetTokens({ ...filtersOfProduct(productOf.get(row.id)), colours: [row.colourFamily], finishes: [row.finish] })]));
}

/** The compound parts of these words, each once, none of them one of the words. */
function partsOf(fieldWords, locale) {
  const whole = new Set(fieldWords);
  const parts = new Set();
  for (const word of fieldWords) for (const part of compoundParts(word, locale)) if (!whole.has(part)) parts.add(part);
  return [...parts];
}

/** A code as the index keeps it; an NCS code also without its "S", as it is often written. */
const codesOf = (field, value) => (field === 'ncs' ? ncsCodes(value) : [compact(value)]);

function entryOf(uid, row, filterTokens = []) {
  const spec = KINDS[uid];
  const text = (fields) => fields.flatMap((field) => (typeof row[field] === 'string' ? words(row[field]) : []));
  const language = String(row.locale).slice(0, 2);
  const facets = Object.entries(spec.facets).flatMap(([field, byLocale]) => words(byLocale[language]?.[row[field]] ?? ''));
  const name = text(spec.name);
  const summary = text(spec.body);
  const body = [...summary, ...facets];
  return {
    key: keyOf(uid, row.id),
    scope: scopeOf(spec.kind, row.locale),
    name: name.join(' '),
    body: body.join(' '),
    stems: [...new Set([...name, ...body].map((word) => stem(word, row.locale)))].join(' '),
    codes: [...new Set(spec.codes.flatMap((field) => (typeof row[field] === 'string' ? codesOf(field, row[field]) : [])).filter(Boolean))].join(' '),
    parts: partsOf(name, row.locale).join(' '),
    // A facet's word is a closed value, not a compound: "halvmatt" (satin) is not matt.
    bparts: partsOf(summary, row.locale).join(' '),
    facets: filterTokens.join(' '),
  };
}

/** Words this process has already recorded typo variants for (the vocabulary, not the rows). */
const learned = new Set();

async function learnWords(strapi, entries) {
  const pairs = [];
  for (const entry of entries) {
    for (const word of `${entry.name} ${entry.body}`.split(' ')) {
      if (word.length < TYPO_MIN - 1 || learned.has(word) || /\p{N}/u.test(word)) continue;
      learned.add(word);
      for (const variant of deletions(word)) pairs.push({ variant, word });
    }
  }
  await store.learn(strapi, pairs);
}

/** Indexes these rows of `uid` (published ones; a draft row is taken out if it was in). */
async function indexRows(strapi, uid, rows) {
  const published = rows.filter((row) => row.publishedAt);
  const facets = await facetsOf(strapi, uid, published);
  const entries = published.map((row) => entryOf(uid, row, facets.get(row.id)));
  await store.remove(
    strapi,
    rows.filter((row) => !row.publishedAt).map((row) => keyOf(uid, row.id)),
  );
  await store.put(strapi, entries);
  await learnWords(strapi, entries);
}

async function unindexRows(strapi, uid, ids) {
  await store.remove(
    strapi,
    ids.map((id) => keyOf(uid, id)),
  );
}

/** Reads these rows by id and indexes them as stored. */
async function reindexOnly(strapi, uid, ids) {
  if (ids.length === 0) return;
  const rows = await strapi.db.query(uid).findMany({ where: { id: { $in: ids } }, select: selectOf(uid) });
  const found = new Set(rows.map((row) => row.id));
  await indexRows(strapi, uid, rows);
  await unindexRows(
    strapi,
    uid,
    ids.filter((id) => !found.has(id)),
  );
}

/**
 * Reindexes these rows and the rows whose facets they feed: a published product's surfaces
 * carry its category and classes, a product its published surfaces' colours and finishes. A
 * draft feeds none (the seed and the admin write many).
 */
async function reindexIds(strapi, uid, ids) {
  await reindexOnly(strapi, uid, ids);
  if (ids.length === 0) return;
  const published = { publishedAt: { $notNull: true } };
  if (uid === PRODUCT) {
    const surfaces = await strapi.db.query(SURFACE).findMany({ where: { product: { id: { $in: ids }, ...published } }, select: ['id'] });
    await reindexOnly(
      strapi,
      SURFACE,
      surfaces.map((surface) => surface.id),
    );
  } else if (uid === SURFACE) {
    const surfaces = await strapi.db
      .query(SURFACE)
      .findMany({ where: { id: { $in: ids }, ...published }, select: ['id'], populate: { product: { select: ['id'] } } });
    await reindexOnly(strapi, PRODUCT, [...new Set(surfaces.map((surface) => surface.product?.id).filter(Boolean))]);
  }
}

module.exports = { KINDS, UID_OF, keyOf, idOf, uidOfKey, scopeOf, selectOf, indexRows, unindexRows, reindexIds, learned };
