'use strict';

/*
 * Indexes for the columns the site's lists filter and sort on, and the cms's own lookups.
 *
 * Strapi 5 creates only its own indexes: (document_id, locale, published_at) on each
 * document table, created_by/updated_by, and every link table's foreign keys and order
 * columns. None on a content type's own fields, so at 100,000 surfaces each list filtered by
 * category or sorted by name read the whole table. Created here at every boot, after Strapi's
 * schema sync (which leaves indexes it does not know alone), with CREATE INDEX IF NOT EXISTS
 * on SQLite and PostgreSQL alike; see docs/decisions/025-indexes-in-code.md.
 *
 * Each entry: the content type, then the attributes (not columns: names come from Strapi's
 * metadata) in index order, `:desc` where the sort is descending, `:sqlite` for a column only
 * SQLite's index gets; options `{ whereNull }` make a partial index of the rows where that
 * attribute is null. Lists read one locale's published rows sorted by a field and then by id (Strapi adds the id to every sort), so the
 * localized types lead with locale, then the sort columns and id: a list walks the index in
 * order and stops at the page's last row, checking published_at on the rows it reads.
 *
 * The name and article-number orders also carry published_at and search_text: a list that
 * filters on something else than the index's columns walks the index until it has a page,
 * and with those two in it, the rows that do not match are skipped inside the index without
 * reading the table. A search for a word no product has (LIKE '%word%' on search_text, no
 * B-tree can seek it) would otherwise visit the table row of every product of the locale in
 * name order, dearer than reading the table whole. The producer
 * filter walks it too: Strapi filters on a relation through LEFT JOINs, which SQLite will not
 * reorder to start from the producer. ANALYZE statistics made SQLite's choices worse on the
 * generated catalogue, so there are none. PostgreSQL's indexes leave search_text out: a B-tree
 * entry there holds at most about 2.7 kB, and a product's summary is the editors' to write;
 * PostgreSQL keeps statistics and reads a table whole where that is cheaper.
 */
const LIST_INDEXES = [
  // Product list (lib/strapi/catalogue.ts): sorted by name or newest first, filtered by category.
  ['api::product.product', ['locale', 'name', 'id', 'publishedAt:sqlite', 'searchText:sqlite']],
  ['api::product.product', ['locale', 'createdAt:desc', 'name', 'id']],
  ['api::product.product', ['category', 'locale', 'name', 'id']],
  // The facets' counts (catalogue/product-list.js) group a locale's products by each property:
  // this index covers every column they read, so no count visits the table.
  ['api::product.product', ['locale', 'publishedAt', 'category', 'fireClass', 'slipResistance', 'useClass', 'placement', 'leadTimeDays', 'id']],
  // The colour filter joins a product's surfaces by colour family; the pickers sort by article number.
  ['api::surface.surface', ['colourFamily', 'locale', 'publishedAt']],
  ['api::surface.surface', ['locale', 'articleNumber', 'id', 'publishedAt:sqlite', 'searchText:sqlite']],
  // Colour equivalents (api/colour-neighbours): a range of L, with a, b and published_at checked
  // in the index on both (without published_at, PostgreSQL visits the table for each of up to
  // 20,000 candidates of a wide box).
  ['api::surface.surface', ['locale', 'labL', 'labA', 'labB', 'id', 'publishedAt']],
  // Surfaces by name: the site's search sorts its surface hits by name, so this order carries
  // published_at and search_text too (as the products' name order does). Without them a search
  // for a word few surfaces have reads the table row of every surface of the locale on SQLite,
  // and better-sqlite3 is synchronous: the cms answers nothing else meanwhile.
  ['api::surface.surface', ['locale', 'name', 'id', 'publishedAt:sqlite', 'searchText:sqlite']],
  // Producer filter and page by slug, producer options by name; pages by slug and title.
  ['api::producer.producer', ['slug', 'locale', 'publishedAt']],
  ['api::producer.producer', ['locale', 'name', 'id']],
  ['api::page.page', ['slug', 'locale', 'publishedAt']],
  ['api::page.page', ['locale', 'title', 'id']],
  // The sitemap API (src/api/sitemap) reads one locale's published rows in id order, a slice
  // at an offset: without these SQLite sorts the whole locale for every slice, and the slices
  // of one sitemap file, queued on one connection, pass the site's timeout.
  ['api::product.product', ['locale', 'id', 'publishedAt']],
  ['api::surface.surface', ['locale', 'id', 'publishedAt']],
  ['api::producer.producer', ['locale', 'id', 'publishedAt']],
  ['api::page.page', ['locale', 'id', 'publishedAt']],
  // Bootstrap's catch-up reads only rows missing searchText (search-text.js): a partial index of
  // just those rows, so it stays empty and search_text's length never matters. The colour
  // catch-up reads colour_family IS NULL through the colour family index above.
  ['api::product.product', ['id'], { whereNull: 'searchText' }],
  ['api::surface.surface', ['id'], { whereNull: 'searchText' }],
  ['api::producer.producer', ['id'], { whereNull: 'searchText' }],
  ['api::page.page', ['id'], { whereNull: 'searchText' }],
  // Owners' lists are found through the user link tables (indexed by Strapi) and sorted in memory of one user's rows;
  // the sample-order cron reads by status and age, the confirmation link by its hash.
  ['api::sample-order.sample-order', ['status', 'mailsSent', 'createdAt']],
  ['api::sample-order.sample-order', ['confirmationHash']],
  // The producers' desk pages through its producers' order lines, newest first.
  ['api::sample-order-line.sample-order-line', ['producerId', 'createdAt:desc', 'id']],
  // Flood limits count one sender's recent messages.
  ['api::contact-message.contact-message', ['senderHash', 'createdAt']],
  ['api::share-link.share-link', ['token']],
  // Account limits count one address's mails and one identifier's failed sign-ins; old rows go by age.
  ['api::account-event.account-event', ['purpose', 'keyHash', 'createdAt']],
  ['api::account-event.account-event', ['createdAt']],
];

/** `<table>_<columns>_idx`, shortened with a hash past PostgreSQL's 63-character identifiers. */
function indexName(table, columns) {
  const name = `${table}_${columns.join('_')}_idx`;
  if (name.length <= 63) return name;
  const hash = require('node:crypto').createHash('sha256').update(name).digest('hex').slice(0, 8);
  return `${name.slice(0, 50)}_${hash}_idx`;
}

/** The table and column names of one entry, or null when the type or a field is gone. */
function indexOf(strapi, uid, attributes, { whereNull } = {}) {
  if (!strapi.db.metadata.has(uid)) return null;
  const meta = strapi.db.metadata.get(uid);
  const sqlite = strapi.db.dialect.client === 'sqlite';
  const columns = [];
  for (const entry of attributes) {
    const [attribute, modifier] = entry.split(':');
    const name = meta.attributes[attribute]?.columnName;
    if (!name) return null;
    if (modifier === 'sqlite' && !sqlite) continue;
    columns.push({ name, descending: modifier === 'desc' });
  }
  const nullColumn = whereNull && meta.attributes[whereNull]?.columnName;
  if (whereNull && !nullColumn) return null;
  const named = nullColumn ? [nullColumn, 'missing'] : columns.map((column) => column.name);
  return { table: meta.tableName, columns, whereNull: nullColumn, name: indexName(meta.tableName, named) };
}

/** Every index of LIST_INDEXES, by name, table and columns (the test reads it). */
function listIndexes(strapi) {
  return LIST_INDEXES.map(([uid, attributes, options]) => indexOf(strapi, uid, attributes, options) ?? { uid, attributes, missing: true });
}

async function ensureListIndexes(strapi) {
  const knex = strapi.db.connection;
  for (const index of listIndexes(strapi)) {
    if (index.missing) {
      strapi.log.warn(`list-indexes: ${index.uid} has no ${index.attributes.join(', ')}: index skipped`);
      continue;
    }
    const columns = index.columns.map((column) => (column.descending ? '?? DESC' : '??')).join(', ');
    try {
      const where = index.whereNull ? ' WHERE ?? IS NULL' : '';
      const bindings = [index.name, index.table, ...index.columns.map((column) => column.name), ...(index.whereNull ? [index.whereNull] : [])];
      await knex.raw(`CREATE INDEX IF NOT EXISTS ?? ON ?? (${columns})${where}`, bindings);
    } catch (error) {
      strapi.log.warn(`list-indexes: no index ${index.name} (${error.message}): lists on ${index.table} read the whole table`);
    }
  }
}

module.exports = { LIST_INDEXES, listIndexes, ensureListIndexes };
