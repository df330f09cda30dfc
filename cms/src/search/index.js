'use strict';

/*
 * What each searchable type puts in the search index (store.js), and keeping the index
 * current: the same lifecycles as searchText (text.js) call `indexRows` / `unindexRows`, and
 * bootstrap (bootstrap/search-index.js) catches up rows written past them (the catalogue
 * generator, a restore) a page at a time.
 */

const store = require('./store');
const { words, compact, stem, deletions, TYPO_MIN } = require('./words');

/** Each type's number in an index key, and which fields go where. */
const KINDS = {
  'api::product.product': { kind: 'product', number: 1, name: ['name'], body: ['summary'], codes: [] },
  'api::surface.surface': { kind: 'surface', number: 2, name: ['name'], body: [], codes: ['articleNumber', 'ncs'] },
  'api::producer.producer': { kind: 'producer', number: 3, name: ['name'], body: [], codes: [] },
  'api::page.page': { kind: 'page', number: 4, name: ['title'], body: [], codes: [] },
};
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
const selectOf = (uid) => ['id', 'locale', 'publishedAt', ...KINDS[uid].name, ...KINDS[uid].body, ...KINDS[uid].codes];

function entryOf(uid, row) {
  const spec = KINDS[uid];
  const text = (fields) => fields.flatMap((field) => (typeof row[field] === 'string' ? words(row[field]) : []));
  const name = text(spec.name);
  const body = text(spec.body);
  return {
    key: keyOf(uid, row.id),
    scope: scopeOf(spec.kind, row.locale),
    name: name.join(' '),
    body: body.join(' '),
    stems: [...new Set([...name, ...body].map((word) => stem(word, row.locale)))].join(' '),
    codes: spec.codes
      .map((field) => (typeof row[field] === 'string' ? compact(row[field]) : ''))
      .filter(Boolean)
      .join(' '),
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
  const entries = published.map((row) => entryOf(uid, row));
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
async function reindexIds(strapi, uid, ids) {
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

module.exports = { KINDS, UID_OF, keyOf, idOf, uidOfKey, scopeOf, selectOf, indexRows, unindexRows, reindexIds, learned };
