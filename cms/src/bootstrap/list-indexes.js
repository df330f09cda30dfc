'use strict';

/*
 * Indexes for the columns the site's lists filter and sort on, and the cms's own lookups.
 *
 * Strapi 5 creates only its own indexes: (document_id, locale, published_at) on each
 * document table, created_by/updated_by, and every link table's foreign keys and order
 * columns. None on a content type's own fields, so at 100,000 surfaces each list filtered by
 * category or sorted by name read the whole table. Created here at every boot, after Strapi's
 * schema sync (which leaves indexes it does not know alone), with CREATE INDEX IF NOT EXISTS
 * on SQLite and PostgreSQL alike; see docs/decisions/023-indexes-in-code.md.
 *
 * Each entry: the content type, then the attributes (not columns: names come from Strapi's
 * metadata) in index order, `:desc` where the sort is descending. Lists read one locale's
 * published rows sorted by a field and then by id (Strapi adds the id to every sort), so the
 * localized types lead with locale, then the sort columns and id: a list walks the index in
 * order and stops at the page's last row, checking published_at on the rows it reads.
 *
 * Not served by an index: the producer filter. Strapi filters on a relation through LEFT
 * JOINs, which SQLite will not reorder to start from the producer, so it walks the products
 * in name order until a page of the producer's is found (about 0.1 s at 100,000 surfaces for
 * a producer with 40 of 20,000 products, as long as reading them all and sorting). ANALYZE
 * statistics made SQLite's choices worse on the generated catalogue, so there are none.
 */
const LIST_INDEXES = [
  // Product list (lib/strapi/catalogue.ts): sorted by name or newest first, filtered by category.
  ['api::product.product', ['locale', 'name', 'id']],
  ['api::product.product', ['locale', 'createdAt:desc', 'name', 'id']],
  ['api::product.product', ['category', 'locale', 'name', 'id']],
  // The colour filter joins a product's surfaces by colour family; the pickers sort by article number.
  ['api::surface.surface', ['colourFamily', 'locale', 'publishedAt']],
  ['api::surface.surface', ['locale', 'articleNumber', 'id']],
  ['api::surface.surface', ['locale', 'name', 'id']],
  // Producer filter and page by slug, producer options by name; pages by slug and title.
  ['api::producer.producer', ['slug', 'locale', 'publishedAt']],
  ['api::producer.producer', ['locale', 'name', 'id']],
  ['api::page.page', ['slug', 'locale', 'publishedAt']],
  ['api::page.page', ['locale', 'title', 'id']],
  // Bootstrap's catch-up reads only rows missing their computed value (search-text.js, colour-families.js).
  ['api::product.product', ['searchText']],
  ['api::surface.surface', ['searchText']],
  ['api::producer.producer', ['searchText']],
  ['api::page.page', ['searchText']],
  // Owners' lists are found through the user link tables (indexed by Strapi) and sorted in memory of one user's rows;
  // the sample-order cron reads by status and age, the confirmation link by its hash.
  ['api::sample-order.sample-order', ['status', 'mailsSent', 'createdAt']],
  ['api::sample-order.sample-order', ['confirmationHash']],
  ['api::sample-order.sample-order', ['email']],
  // Flood limits count one sender's recent messages.
  ['api::contact-message.contact-message', ['senderHash', 'createdAt']],
  ['api::share-link.share-link', ['token']],
];

/** `<table>_<columns>_idx`, shortened with a hash past PostgreSQL's 63-character identifiers. */
function indexName(table, columns) {
  const name = `${table}_${columns.join('_')}_idx`;
  if (name.length <= 63) return name;
  const hash = require('node:crypto').createHash('sha256').update(name).digest('hex').slice(0, 8);
  return `${name.slice(0, 50)}_${hash}_idx`;
}

/** The table and column names of one entry, or null when the type or a field is gone. */
function indexOf(strapi, uid, attributes) {
  if (!strapi.db.metadata.has(uid)) return null;
  const meta = strapi.db.metadata.get(uid);
  const columns = [];
  for (const entry of attributes) {
    const [attribute, order] = entry.split(':');
    const name = meta.attributes[attribute]?.columnName;
    if (!name) return null;
    columns.push({ name, descending: order === 'desc' });
  }
  return {
    table: meta.tableName,
    columns,
    name: indexName(
      meta.tableName,
      columns.map((column) => column.name),
    ),
  };
}

/** Every index of LIST_INDEXES, by name, table and columns (the test reads it). */
function listIndexes(strapi) {
  return LIST_INDEXES.map(([uid, attributes]) => indexOf(strapi, uid, attributes) ?? { uid, attributes, missing: true });
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
      await knex.raw(`CREATE INDEX IF NOT EXISTS ?? ON ?? (${columns})`, [index.name, index.table, ...index.columns.map((column) => column.name)]);
    } catch (error) {
      strapi.log.warn(`list-indexes: no index ${index.name} (${error.message}): lists on ${index.table} read the whole table`);
    }
  }
}

module.exports = { LIST_INDEXES, listIndexes, ensureListIndexes };
