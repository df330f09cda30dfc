'use strict';

const { LOCALES } = require('@ytbanken/domain/i18n/locales');
const { searchText } = require('../../src/search/text');
const { MARK } = require('./generate');

/*
 * Writes a generated catalogue straight into Strapi's tables, in the shape Strapi 5's
 * document service gives an editor's published entry, at thousands of rows a second
 * (the document service manages about 80):
 *
 *   - one row per locale (sv, en) and status: a draft (published_at null) and its
 *     published copy, all four sharing the document_id;
 *   - relations in the link tables, draft to draft and published to published in the same
 *     locale, with the order column counting each producer's products and each product's
 *     surfaces from 1;
 *   - the repeatable specifications as component rows of their own per entry row, joined
 *     through products_cmps;
 *   - searchText from the cms's own function and colourFamily from its own classifier
 *     (what the lifecycles would have set), created_by/updated_by empty as for the seed.
 *
 * Table and column names are read from Strapi's metadata, not written out, and checked.
 */

const UIDS = { producer: 'api::producer.producer', product: 'api::product.product', surface: 'api::surface.surface', epd: 'api::epd.epd' };
const SPECIFICATION = 'shared.specification';

/** Where each attribute lives, from the loaded Strapi's metadata (throws if the model moved). */
function layout(strapi) {
  const meta = (uid) => strapi.db.metadata.get(uid);
  const columns = (uid) =>
    Object.fromEntries(
      Object.entries(meta(uid).attributes)
        .filter(([, a]) => a.columnName)
        .map(([name, a]) => [name, a.columnName]),
    );
  const link = (uid, field) => {
    const { joinTable } = meta(uid).attributes[field];
    if (!joinTable?.inverseOrderColumnName) throw new Error(`${uid}.${field} is not the manyToOne link this generator knows`);
    return { table: joinTable.name, own: joinTable.joinColumn.name, target: joinTable.inverseJoinColumn.name, order: joinTable.inverseOrderColumnName };
  };
  const specs = meta(UIDS.product).attributes.specifications.joinTable;
  if (!['entity_id', 'cmp_id', 'field', 'component_type'].every((column) => specs?.pivotColumns?.includes(column)))
    throw new Error('product.specifications is not the component join this generator knows');
  const related = meta('plugin::upload.file').attributes.related.joinTable;
  if (!related?.morphColumn) throw new Error('upload.file.related is not the morph join this generator knows');
  return {
    media: {
      table: related.name,
      file: related.joinColumn.name,
      id: related.morphColumn.idColumn.name,
      type: related.morphColumn.typeColumn.name,
      field: 'field',
      order: 'order',
    },
    producer: { table: meta(UIDS.producer).tableName, columns: columns(UIDS.producer) },
    product: {
      table: meta(UIDS.product).tableName,
      columns: columns(UIDS.product),
      producer: link(UIDS.product, 'producer'),
      declaration: link(UIDS.product, 'declaration'),
    },
    epd: { table: meta(UIDS.epd).tableName, columns: columns(UIDS.epd) },
    surface: { table: meta(UIDS.surface).tableName, columns: columns(UIDS.surface), product: link(UIDS.surface, 'product') },
    specification: {
      table: meta(SPECIFICATION).tableName,
      columns: columns(SPECIFICATION),
      join: {
        table: specs.name,
        entity: specs.joinColumn.name,
        component: specs.inverseJoinColumn.name,
        field: 'field',
        type: 'component_type',
        order: specs.orderColumnName,
      },
    },
  };
}

/** A row in column names from values in attribute names. */
function toRow(columns, values) {
  const row = {};
  for (const [name, value] of Object.entries(values)) {
    if (!columns[name]) throw new Error(`No column for ${name}`);
    row[columns[name]] = value;
  }
  return row;
}

/** The four rows of a document: each locale's draft and published copy. */
function variants(now) {
  return LOCALES.flatMap((locale) => [
    { locale, key: `${locale}:draft`, publishedAt: null },
    { locale, key: `${locale}:published`, publishedAt: now },
  ]);
}
const variantKey = (locale, publishedAt) => `${locale}:${publishedAt == null ? 'draft' : 'published'}`;

/**
 * Inserts rows as multi-row INSERT … VALUES statements, as many rows each as the database's
 * limit on bound values allows (SQLite's is 32,766), and returns the new ids in insertion
 * order: both SQLite and PostgreSQL hand out ids in the order of a statement's VALUES,
 * whatever order RETURNING reports them in. Written out rather than knex's insert(), which
 * on SQLite becomes one SELECT … UNION ALL SELECT … per statement: at most 500 rows (SQLite's
 * limit on a compound SELECT) and slower to compile.
 */
async function insert(trx, table, rows) {
  if (rows.length === 0) return [];
  const columns = Object.keys(rows[0]);
  const perStatement = Math.max(1, Math.floor(30_000 / columns.length));
  const tuple = `(${columns.map(() => '?').join(', ')})`;
  const ids = [];
  for (let i = 0; i < rows.length; i += perStatement) {
    const chunk = rows.slice(i, i + perStatement);
    const sql = `insert into ?? (${columns.map(() => '??').join(', ')}) values ${chunk.map(() => tuple).join(', ')} returning ??`;
    const bindings = [table, ...columns];
    for (const row of chunk) for (const column of columns) bindings.push(row[column] ?? null);
    bindings.push('id');
    const result = await trx.raw(sql, bindings);
    // better-sqlite3 answers with the rows, pg with a result that holds them.
    const returned = Array.isArray(result) ? result : result.rows;
    ids.push(...returned.map((r) => Number(r.id)).sort((a, b) => a - b));
  }
  return ids;
}

/** Inserts each document's four rows; returns documentId → { 'sv:draft': id, ... }. */
async function insertDocuments(trx, where, documents, now, build) {
  const rows = [];
  const keys = [];
  for (const doc of documents) {
    for (const variant of variants(now)) {
      rows.push(
        toRow(where.columns, {
          documentId: doc.documentId,
          locale: variant.locale,
          createdAt: now,
          updatedAt: now,
          publishedAt: variant.publishedAt,
          ...build(doc, variant.locale),
        }),
      );
      keys.push([doc.documentId, variantKey(variant.locale, variant.publishedAt)]);
    }
  }
  const ids = await insert(trx, where.table, rows);
  const byDocument = new Map();
  keys.forEach(([documentId, key], i) => {
    if (!byDocument.has(documentId)) byDocument.set(documentId, {});
    byDocument.get(documentId)[key] = ids[i];
  });
  return { byDocument, rows: rows.length };
}

const json = (value) => JSON.stringify(value);

function producerValues(producer, locale) {
  return {
    name: producer.name,
    slug: producer.slug,
    searchText: searchText(UIDS.producer, { name: producer.name }),
    description: json(producer.description[locale]),
    brandColor: producer.brandColor,
    country: producer.country,
    website: producer.website,
    contactEmail: producer.contactEmail,
  };
}

function productValues(product, locale) {
  const values = { name: product.name[locale], slug: product.slug[locale], summary: product.summary[locale] };
  const { fireClass, slipResistance, useClass, thickness, placement, leadTimeDays, priceBand } = product.properties;
  return {
    ...values,
    searchText: searchText(UIDS.product, values),
    description: json(product.description[locale]),
    category: product.category,
    ...{ fireClass, slipResistance, useClass, thickness, placement, leadTimeDays, priceBand },
  };
}

function surfaceValues(surface, locale) {
  const { name, articleNumber, hex, colourFamily, ncs, labL, labA, labB, gloss, lrv, finish } = surface;
  const values = { name: name[locale], articleNumber, ncs };
  return { ...values, searchText: searchText(UIDS.surface, values), hex, colourFamily, labL, labA, labB, gloss, lrv, finish };
}

/**
 * The EPDs of the products that declare one (not localized, no drafts: one row each, published
 * as Strapi keeps such a type), and each product row's link to its own. Returns rows written.
 */
async function writeDeclarations(trx, where, products, productRows, now) {
  const declaring = products.filter((product) => product.declaration);
  if (declaring.length === 0) return 0;
  const locale = where.epd.columns.locale ? { locale: null } : {};
  const rows = declaring.map(({ declaration }) => toRow(where.epd.columns, { ...declaration, ...locale, createdAt: now, updatedAt: now, publishedAt: now }));
  const ids = await insert(trx, where.epd.table, rows);
  const link = where.product.declaration;
  const links = declaring.flatMap((product, i) =>
    Object.values(productRows.get(product.documentId)).map((id) => ({ [link.own]: id, [link.target]: ids[i], [link.order]: 1 })),
  );
  await insert(trx, link.table, links);
  return rows.length + links.length;
}

/** Writes the producers in one transaction; returns their rows' ids by producer index. */
async function writeProducers(knex, where, producers, now) {
  return knex.transaction(async (trx) => {
    const { byDocument, rows } = await insertDocuments(trx, where.producer, producers, now, producerValues);
    return { ids: producers.map((p) => byDocument.get(p.documentId)), rows };
  });
}

/**
 * Writes a batch of products with their surfaces in one transaction. `positions` counts
 * each producer's products across batches (the link's order column). Returns rows written.
 */
async function writeProducts(knex, where, products, producerIds, positions, now, epdFile) {
  return knex.transaction(async (trx) => {
    let written = 0;
    const products_ = await insertDocuments(trx, where.product, products, now, productValues);
    written += products_.rows;

    const producerLinks = [];
    const components = [];
    const componentJoins = [];
    for (const product of products) {
      const position = (positions.get(product.producerIndex) ?? 0) + 1;
      positions.set(product.producerIndex, position);
      const own = products_.byDocument.get(product.documentId);
      for (const [key, id] of Object.entries(own)) {
        const link = where.product.producer;
        producerLinks.push({ [link.own]: id, [link.target]: producerIds[product.producerIndex][key], [link.order]: position });
        const locale = key.split(':')[0];
        product.specifications.forEach((spec, k) => {
          components.push(toRow(where.specification.columns, { key: spec.key[locale], value: spec.value[locale] }));
          componentJoins.push({ entity: id, order: k + 1 });
        });
      }
    }
    await insert(trx, where.product.producer.table, producerLinks);
    written += await writeDeclarations(trx, where, products, products_.byDocument, now);
    if (epdFile) {
      const m = where.media;
      const epdLinks = products
        .filter((product) => product.properties.epd)
        .flatMap((product) => Object.values(products_.byDocument.get(product.documentId)))
        .map((id) => ({ [m.file]: epdFile, [m.id]: id, [m.type]: UIDS.product, [m.field]: 'epd', [m.order]: 1 }));
      await insert(trx, m.table, epdLinks);
      written += epdLinks.length;
    }
    const componentIds = await insert(trx, where.specification.table, components);
    const join = where.specification.join;
    await insert(
      trx,
      join.table,
      componentJoins.map((c, i) => ({
        [join.entity]: c.entity,
        [join.component]: componentIds[i],
        [join.type]: SPECIFICATION,
        [join.field]: 'specifications',
        [join.order]: c.order,
      })),
    );
    written += producerLinks.length + components.length * 2;

    const surfaces = products.flatMap((product) => product.surfaces.map((surface) => ({ ...surface, product })));
    const surfaces_ = await insertDocuments(trx, where.surface, surfaces, now, surfaceValues);
    written += surfaces_.rows;
    const link = where.surface.product;
    const productLinks = [];
    for (const surface of surfaces) {
      const productRows = products_.byDocument.get(surface.product.documentId);
      for (const [key, id] of Object.entries(surfaces_.byDocument.get(surface.documentId))) {
        productLinks.push({ [link.own]: id, [link.target]: productRows[key], [link.order]: surface.position + 1 });
      }
    }
    await insert(trx, link.table, productLinks);
    written += productLinks.length;
    return written;
  });
}

/** The generated documents already in the database, by their marks. */
async function countGenerated(strapi) {
  const where = layout(strapi);
  const knex = strapi.db.connection;
  const count = async (table, column, prefix) =>
    Number(Object.values((await knex(table).countDistinct({ n: 'document_id' }).where(column, 'like', `${prefix}%`))[0])[0]);
  return {
    producers: await count(where.producer.table, where.producer.columns.slug, MARK.slug),
    products: await count(where.product.table, where.product.columns.slug, MARK.slug),
    surfaces: await count(where.surface.table, where.surface.columns.articleNumber, MARK.articleNumber),
  };
}

/**
 * Deletes every generated document (all locales and statuses), with their component rows;
 * the link tables' rows go with them (ON DELETE CASCADE), and so do editors' links to them.
 * Returns the rows deleted from the document tables.
 */
async function removeGenerated(strapi) {
  const where = layout(strapi);
  const knex = strapi.db.connection;
  return knex.transaction(async (trx) => {
    const generated = (table, column, prefix) => trx(table).select('id').where(column, 'like', `${prefix}%`);
    const products = () => generated(where.product.table, where.product.columns.slug, MARK.slug);
    const join = where.specification.join;
    const componentIds = trx(join.table).select(join.component).whereIn(join.entity, products()).andWhere(join.type, SPECIFICATION);
    await trx(where.specification.table).whereIn('id', componentIds).del();
    // Explicit, not only by cascade: SQLite enforces foreign keys only when told to.
    await trx(join.table).whereIn(join.entity, products()).del();
    let deleted = 0;
    for (const [part, column, prefix] of [
      ['surface', 'articleNumber', MARK.articleNumber],
      ['product', 'slug', MARK.slug],
      ['producer', 'slug', MARK.slug],
    ]) {
      const { table, columns } = where[part];
      const ids = generated(table, columns[column], prefix);
      if (part === 'surface') await trx(where.surface.product.table).whereIn(where.surface.product.own, ids).del();
      if (part === 'product') {
        await trx(where.media.table).whereIn(where.media.id, ids).andWhere(where.media.type, UIDS.product).del();
        await trx(where.surface.product.table).whereIn(where.surface.product.target, ids).del();
        await trx(where.product.producer.table).whereIn(where.product.producer.own, ids).del();
        await trx(where.product.declaration.table).whereIn(where.product.declaration.own, ids).del();
      }
      if (part === 'producer') await trx(where.product.producer.table).whereIn(where.product.producer.target, ids).del();
      deleted += await trx(table).where(columns[column], 'like', `${prefix}%`).del();
    }
    deleted += await trx(where.epd.table).where(where.epd.columns.registrationNumber, 'like', `${MARK.registrationNumber}%`).del();
    return deleted;
  });
}

/**
 * Writes the planned catalogue: producers first, then products with their surfaces in
 * batches of `batch` products, one transaction each. `onProgress({ surfaces, rows })`
 * after each batch, with the totals so far. `epdFile`: the id of the upload every product
 * that declares an EPD links to (one example document; none linked without it).
 */
async function writeCatalogue(strapi, plan, { batch = 250, epdFile = null, onProgress = () => {} } = {}) {
  const where = layout(strapi);
  const knex = strapi.db.connection;
  const now = new Date();
  const producers = await writeProducers(knex, where, plan.producers, now);
  let rows = producers.rows;
  let surfaces = 0;
  const positions = new Map();
  onProgress({ surfaces, rows });
  for (let start = 0; start < plan.products; start += batch) {
    const products = plan.productsFrom(start, batch);
    rows += await writeProducts(knex, where, products, producers.ids, positions, now, epdFile);
    surfaces += products.reduce((sum, p) => sum + p.surfaces.length, 0);
    onProgress({ surfaces, rows });
    // A turn of the event loop between batches: better-sqlite3 frees a collected statement's
    // memory in a task of its own, which awaiting the synchronous driver never lets run (without
    // it the memory of every batch is held until the run ends).
    await new Promise((resolve) => setImmediate(resolve));
  }
  return { rows, surfaces };
}

module.exports = { UIDS, countGenerated, layout, removeGenerated, writeCatalogue };
