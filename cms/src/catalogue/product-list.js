'use strict';

/*
 * One page of the product list (the site's /products and a producer's page), filtered by
 * category, producer and colour family, as two indexed statements and one small populate.
 *
 * Strapi's REST filter on a relation (`surfaces: { colourFamily }`, `producer: { slug }`) is a
 * LEFT JOIN over the whole locale with COUNT(DISTINCT id) for the total: at 100,000 surfaces
 * the colour filter's count read every product of the locale and its surfaces, 125-180 ms a
 * question on SQLite, and the producer filter walked every product to find a producer's few
 * (npm run bench -- --catalogue 100000, issue 26). Here each relation filter is an IN list
 * that starts from the indexed side (the surfaces of a colour family, the producer of a slug),
 * 12 ms for the same count. Only the page's ids are then read with their card's fields
 * through Strapi's query engine, which knows the link and media tables.
 *
 * Table and column names come from Strapi's metadata. Published rows only: a published
 * product row links to its locale's published producer and surfaces, as the document
 * service's `status: 'published'` reads them.
 */

const UIDS = { product: 'api::product.product', producer: 'api::producer.producer', surface: 'api::surface.surface' };
const SORTS = {
  name: [{ column: 'name', order: 'asc' }],
  newest: [
    { column: 'createdAt', order: 'desc' },
    { column: 'name', order: 'asc' },
  ],
};

function layout(strapi) {
  const meta = (uid) => strapi.db.metadata.get(uid);
  const column = (uid, attribute) => {
    const name = meta(uid).attributes[attribute]?.columnName;
    if (!name) throw new Error(`${uid}.${attribute} has no column`);
    return name;
  };
  const link = (uid, attribute) => {
    const { joinTable } = meta(uid).attributes[attribute];
    if (!joinTable) throw new Error(`${uid}.${attribute} is not a linked relation`);
    return { table: joinTable.name, own: joinTable.joinColumn.name, target: joinTable.inverseJoinColumn.name };
  };
  return {
    product: meta(UIDS.product).tableName,
    producer: meta(UIDS.producer).tableName,
    surface: meta(UIDS.surface).tableName,
    column,
    productProducer: link(UIDS.product, 'producer'),
    surfaceProduct: link(UIDS.surface, 'product'),
  };
}

/**
 * The matching published product rows of one locale, as a knex query on the products table
 * (not yet selecting or ordering), with `p(attribute)` naming a products column and `table`.
 * `filters`: { category?, producer? (slug), colour? }.
 */
function matching(strapi, { locale, category, producer, colour }) {
  const knex = strapi.db.connection;
  const t = layout(strapi);
  const p = (attribute) => `${t.product}.${t.column(UIDS.product, attribute)}`;
  const query = knex(t.product).where(p('locale'), locale).whereNotNull(p('publishedAt'));
  if (category) query.where(p('category'), category);
  if (producer) {
    const producers = knex(t.producer).select('id').where(t.column(UIDS.producer, 'slug'), producer);
    const linked = knex(t.productProducer.table).select(t.productProducer.own).whereIn(t.productProducer.target, producers);
    query.whereIn(`${t.product}.id`, linked);
  }
  if (colour) {
    const s = (attribute) => `${t.surface}.${t.column(UIDS.surface, attribute)}`;
    const linked = knex(t.surface)
      .join(t.surfaceProduct.table, `${t.surfaceProduct.table}.${t.surfaceProduct.own}`, `${t.surface}.id`)
      .select(`${t.surfaceProduct.table}.${t.surfaceProduct.target}`)
      .where(s('colourFamily'), colour)
      .where(s('locale'), locale)
      .whereNotNull(s('publishedAt'));
    query.whereIn(`${t.product}.id`, linked);
  }
  return { query, p, table: t.product };
}

/**
 * `{ data: [card], meta: { pagination } }` in the shape of Strapi's REST list, so the site
 * parses it with the same schema: each card's documentId, name, slug, summary, category, its
 * images (url, alternativeText, width, height), producer (name, slug) and surfaces' hex.
 */
async function productList(strapi, { locale, category, producer, colour, sort = 'name', page = 1, pageSize = 12 }) {
  const { query, p, table } = matching(strapi, { locale, category, producer, colour });
  const [{ total }] = await query.clone().count({ total: '*' });
  const ordered = query.clone().select(`${table}.id`);
  for (const { column, order } of SORTS[sort]) ordered.orderBy(p(column), order);
  ordered.orderBy(`${table}.id`, 'asc');
  const ids = (await ordered.limit(pageSize).offset((page - 1) * pageSize)).map((row) => row.id);
  const rows =
    ids.length === 0
      ? []
      : await strapi.db.query(UIDS.product).findMany({
          where: { id: { $in: ids } },
          select: CARD_SELECT,
          populate: CARD_POPULATE,
        });
  const byId = new Map(rows.map((row) => [row.id, row]));
  const count = Number(total);
  return {
    data: ids.map((id) => card(byId.get(id))).filter(Boolean),
    meta: { pagination: { page, pageSize, pageCount: Math.ceil(count / pageSize), total: count } },
  };
}

/** What a product card is read with. */
const CARD_SELECT = ['documentId', 'name', 'slug', 'summary', 'category'];
const CARD_POPULATE = {
  images: { select: ['url', 'alternativeText', 'width', 'height'] },
  producer: { select: ['documentId', 'name', 'slug'] },
  surfaces: { select: ['documentId', 'hex'] },
};

const media = (file) => ({ url: file.url, alternativeText: file.alternativeText ?? null, width: file.width ?? null, height: file.height ?? null });

function card(row) {
  if (!row) return null;
  return {
    documentId: row.documentId,
    name: row.name,
    slug: row.slug,
    summary: row.summary ?? null,
    category: row.category,
    images: (row.images ?? []).map(media),
    producer: row.producer ? { documentId: row.producer.documentId, name: row.producer.name, slug: row.producer.slug } : null,
    surfaces: (row.surfaces ?? []).map((surface) => ({ documentId: surface.documentId, hex: surface.hex ?? null })),
  };
}

module.exports = { productList, layout, SORTS, CARD_SELECT, CARD_POPULATE, card, media };
