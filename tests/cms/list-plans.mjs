// The lists the site asks the cms for (lib/strapi/*.ts) and the cms's own recurring reads,
// made through the document service with the site's parameters; every SQL statement each
// one runs is captured from knex and explained by the database. Run by strapi-script.mjs.

import { createRequire } from 'node:module';
import path from 'node:path';

const { productList } = createRequire(path.resolve(import.meta.dirname, '..', '..', 'cms', 'package.json'))('./src/catalogue/product-list.js');

const PAGE = 12;
const productCard = {
  fields: ['name', 'slug', 'summary', 'category'],
  populate: { producer: { fields: ['name', 'slug'] }, surfaces: { fields: ['hex'] } },
};

/** What the site asks, by name; `sample` is one generated product and producer to ask about. */
const lists = (sample) => ({
  'products by name': (app) =>
    app.documents('api::product.product').findMany({ locale: 'sv', status: 'published', sort: ['name:asc'], limit: PAGE, ...productCard }),
  'products newest first': (app) =>
    app.documents('api::product.product').findMany({ locale: 'sv', status: 'published', sort: ['createdAt:desc', 'name:asc'], limit: PAGE, ...productCard }),
  'products of a category': (app) =>
    app
      .documents('api::product.product')
      .findMany({ locale: 'sv', status: 'published', filters: { category: { $eq: sample.category } }, sort: ['name:asc'], limit: PAGE, ...productCard }),
  'products of a category and colour family': (app) =>
    app.documents('api::product.product').findMany({
      locale: 'sv',
      status: 'published',
      filters: { category: { $eq: sample.category }, surfaces: { colourFamily: { $eq: sample.colourFamily } } },
      sort: ['name:asc'],
      limit: PAGE,
      ...productCard,
    }),
  'products of a producer': (app) =>
    app.documents('api::product.product').findMany({
      locale: 'sv',
      status: 'published',
      filters: { producer: { slug: { $eq: sample.producerSlug } } },
      sort: ['name:asc'],
      limit: PAGE,
      ...productCard,
    }),
  // The site's product list and producer pages (cms/src/api/product-list) as SQL answers them while the
  // catalogue index is being read: each filter an IN list from its indexed side.
  'product list API by name, deep page': (app) => productList(app, { locale: 'sv', page: 40, pageSize: PAGE }, { source: 'sql' }),
  'product list API newest first': (app) => productList(app, { locale: 'sv', sort: 'newest', pageSize: PAGE }, { source: 'sql' }),
  'product list API of a category and colour family': (app) =>
    productList(app, { locale: 'sv', category: sample.category, colour: sample.colourFamily, pageSize: PAGE }, { source: 'sql' }),
  'product list API of a producer and colour family, newest first': (app) =>
    productList(app, { locale: 'sv', producer: sample.producerSlug, colour: sample.colourFamily, sort: 'newest', pageSize: PAGE }, { source: 'sql' }),
  'count of a category': (app) =>
    app.documents('api::product.product').count({ locale: 'sv', status: 'published', filters: { category: { $eq: sample.category } } }),
  'a product with its surfaces': (app) =>
    app.documents('api::product.product').findOne({
      documentId: sample.productId,
      locale: 'sv',
      status: 'published',
      populate: { producer: { fields: ['name', 'slug'] }, surfaces: { fields: ['name', 'articleNumber', 'hex'], sort: ['articleNumber:asc'] } },
    }),
  'a producer by slug': (app) =>
    app
      .documents('api::producer.producer')
      .findMany({ locale: 'sv', status: 'published', filters: { slug: { $eq: sample.producerSlug } }, fields: ['name', 'slug'] }),
  'surfaces by article number': (app) =>
    app
      .documents('api::surface.surface')
      .findMany({ locale: 'sv', status: 'published', fields: ['name', 'articleNumber', 'hex'], sort: ['articleNumber:asc', 'id:asc'], limit: 100 }),
  'search products for a word': (app) =>
    app.documents('api::product.product').findMany({
      locale: 'sv',
      status: 'published',
      filters: { searchText: { $contains: sample.word } },
      sort: ['name:asc'],
      limit: 6,
      fields: ['name', 'slug'],
    }),
  // The worst case of a substring search: no row matches, every row of the locale is looked at.
  'search products for a word no product has': (app) =>
    app
      .documents('api::product.product')
      .findMany({ locale: 'sv', status: 'published', filters: { searchText: { $contains: 'zzqxv' } }, sort: ['name:asc'], limit: 6, fields: ['name', 'slug'] }),
  "a user's measurements": (app) =>
    app.documents('api::measurement.measurement').findMany({
      filters: { user: { id: { $eq: 1 } } },
      sort: ['measuredAt:desc', 'createdAt:desc'],
      limit: 100,
      populate: { surface: { fields: ['name'] } },
    }),
  "a user's materials": (app) =>
    app.documents('api::material.material').findMany({ filters: { user: { id: { $eq: 1 } } }, sort: ['createdAt:desc'], limit: 100 }),
  // A project's materials, a visitor's picks (lib/strapi/ids.ts byDocumentIds): a page of
  // surfaces by document id, sorted by it, each looked up rather than the locale walked in id order.
  'surfaces by their document ids': (app) =>
    app.documents('api::surface.surface').findMany({
      locale: 'sv',
      status: 'published',
      filters: { documentId: { $in: sample.surfaceIds } },
      sort: ['documentId:asc'],
      limit: 100,
      fields: ['name'],
    }),
  'sample orders with mails to send': (app) =>
    app.db
      .query('api::sample-order.sample-order')
      .findMany({ where: { mailsSent: false, mailsPending: { $notNull: true }, status: 'awaiting-confirmation' }, orderBy: { id: 'asc' }, limit: 50 }),
  // The sitemap API's slice (src/api/sitemap): one locale's published rows in id order, at an offset.
  'a sitemap slice of surfaces': (app) =>
    app.db.query('api::surface.surface').findMany({
      select: ['documentId', 'updatedAt'],
      where: { publishedAt: { $notNull: true }, locale: 'sv' },
      orderBy: { id: 'asc' },
      offset: 1000,
      limit: 500,
    }),
  'search text to catch up': (app) =>
    app.db
      .query('api::surface.surface')
      .findMany({ where: { searchText: { $null: true }, id: { $gt: 0 } }, orderBy: { id: 'asc' }, limit: 500, select: ['id'] }),
  'colour families to catch up': (app) =>
    app.db
      .query('api::surface.surface')
      .findMany({ where: { colourFamily: { $null: true }, hex: { $notNull: true }, id: { $gt: 0 } }, orderBy: { id: 'asc' }, limit: 500, select: ['id'] }),
});

async function explain(app, sql, bindings) {
  const knex = app.db.connection;
  if (app.db.dialect.client === 'sqlite') {
    const rows = await knex.raw(`EXPLAIN QUERY PLAN ${sql}`, bindings);
    return rows.map((row) => row.detail);
  }
  // A test catalogue is small enough for PostgreSQL to prefer reading a table whole; with
  // sequential scans priced out, a Seq Scan left in the plan means no index could serve.
  return knex.transaction(async (trx) => {
    await trx.raw('SET LOCAL enable_seqscan = off');
    // knex reports PostgreSQL's statements with its native $1, $2 … placeholders, in order.
    const result = await trx.raw(`EXPLAIN ${sql.replace(/\$\d+/g, '?')}`, bindings);
    return result.rows.map((row) => row['QUERY PLAN']);
  });
}

/** The lists, asked about one generated surface's product, producer, category and colour. */
export async function listQueries(app) {
  const surface = await app.db.query('api::surface.surface').findOne({
    where: { articleNumber: { $startsWith: 'GEN-' }, locale: 'sv', publishedAt: { $notNull: true } },
    populate: { product: { populate: { producer: true } } },
  });
  if (!surface) throw new Error('No generated catalogue: run npm run seed:catalogue first');
  const some = await app.db
    .query('api::surface.surface')
    .findMany({ where: { articleNumber: { $startsWith: 'GEN-' }, locale: 'sv', publishedAt: { $notNull: true } }, select: ['documentId'], limit: 50 });
  return lists({
    surfaceIds: some.map((row) => row.documentId),
    category: surface.product.category,
    colourFamily: surface.colourFamily,
    producerSlug: surface.product.producer.slug,
    productId: surface.product.documentId,
    word: surface.product.name.split(' ')[0].toLocaleLowerCase('sv'),
  });
}

/** { [list]: [{ sql, plan: string[] }] } for every SELECT each list ran. */
export async function listPlans(app) {
  const result = {};
  const knex = app.db.connection;
  for (const [name, run] of Object.entries(await listQueries(app))) {
    const statements = [];
    const capture = (query) => {
      if (/^\s*select/i.test(query.sql)) statements.push({ sql: query.sql, bindings: query.bindings ?? [] });
    };
    knex.on('query', capture);
    try {
      await run(app);
    } finally {
      knex.removeListener('query', capture);
    }
    result[name] = [];
    for (const { sql, bindings } of statements) result[name].push({ sql, plan: await explain(app, sql, bindings) });
  }
  return result;
}
