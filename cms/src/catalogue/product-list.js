'use strict';

/*
 * One page of the product list (the site's /products and a producer's page), filtered by
 * category, producer and colour family, as two indexed statements and one small populate.
 *
 * Strapi's REST filter on a relation (`surfaces: { colourFamily }`, `producer: { slug }`) is a
 * LEFT JOIN over the whole locale with COUNT(DISTINCT id) for the total: the colour filter's
 * count reads every product of the locale and its surfaces, and the producer filter walks
 * every product to find a producer's few. Here each relation filter is an IN list that starts
 * from the indexed side (the surfaces of a colour family, the producer of a slug), so a count
 * reads only the rows that match. Only the page's ids are then read with their card's fields
 * through Strapi's query engine, which knows the link and media tables.
 *
 * These statements answer while the catalogue index (catalogue-index.js, decision 032) is
 * being read after a change; once it is as new as the catalogue, it answers from memory.
 * Decision 048 says what must hold before these statements can go.
 *
 * Table and column names come from Strapi's metadata. Published rows only: a published
 * product row links to its locale's published producer and surfaces, as the document
 * service's `status: 'published'` reads them.
 */

const { USE_CLASSES } = require('./properties');
const { UIDS, layout, SURFACE_FILTERS, PRODUCT_FILTERS, PLACEMENTS, applies } = require('./tables');
const { indexFor, query } = require('./catalogue-index');
const { productClimate, climatePasses, byCarbon, carbonCounts } = require('./climate');

const SORTS = {
  name: [{ column: 'name', order: 'asc' }],
  newest: [
    { column: 'createdAt', order: 'desc' },
    { column: 'name', order: 'asc' },
  ],
  // By name here, then by A1–A3 per m² (climate.js's byCarbon, a stable sort) once the figures are read.
  carbon: [{ column: 'name', order: 'asc' }],
};

/** The filters on a product's climate figures (climate.js), read beside the SQL. */
const CLIMATE_FILTERS = ['maxCarbon', 'validEpd'];

/** Narrows a surfaces query to the surface filters, all but `except`. */
function surfaceWhere(query, t, filters, except) {
  const s = (attribute) => `${t.surface}.${t.column(UIDS.surface, attribute)}`;
  const has = (name) => applies(filters, name, except);
  if (has('colour')) query.whereIn(s('colourFamily'), [filters.colour].flat());
  if (has('finish')) query.whereIn(s('finish'), [filters.finish].flat());
  if (has('minLrv')) query.where(s('lrv'), '>=', filters.minLrv);
  if (has('maxLrv')) query.where(s('lrv'), '<=', filters.maxLrv);
  if (has('minGloss')) query.where(s('gloss'), '>=', filters.minGloss);
  if (has('maxGloss')) query.where(s('gloss'), '<=', filters.maxGloss);
  return query;
}

/** The locale's published surfaces joined to their product, as `product_id`. */
function surfacesWithProduct(knex, t, locale) {
  const s = (attribute) => `${t.surface}.${t.column(UIDS.surface, attribute)}`;
  const link = t.surfaceProduct;
  return knex(t.surface).join(link.table, `${link.table}.${link.own}`, `${t.surface}.id`).where(s('locale'), locale).whereNotNull(s('publishedAt'));
}

/** EXISTS: the product row has an EPD document (an upload linked to its `epd` field). */
function withEpd(knex, t) {
  const m = t.media;
  return knex(m.table)
    .select(knex.raw('1'))
    .whereRaw('??.?? = ??.??', [m.table, m.id, t.product, 'id'])
    .where(`${m.table}.${m.type}`, UIDS.product)
    .where(`${m.table}.${m.field}`, 'epd');
}

/**
 * The matching published product rows of one locale, as a knex query on the products table
 * (not yet selecting or ordering), with `p(attribute)` naming a products column and `table`.
 * `filters`: { locale, category?, producer? (slug), colour?, finish?, fire?, slip?, use?,
 * placement? (lists: any of a list's values matches), epd? (true: has one), maxLead?,
 * minLrv?, maxLrv?, minGloss?, maxGloss?, maxCarbon?, validEpd? }. `except` leaves one filter
 * out (a facet counts its choices within the others); `surfaces: false` leaves the surface
 * filters to the caller; `climate` is productClimate's map, needed with a climate filter.
 */
function matching(strapi, filters, { except, surfaces = true, climate } = {}) {
  const knex = strapi.db.connection;
  const t = layout(strapi);
  const p = (attribute) => `${t.product}.${t.column(UIDS.product, attribute)}`;
  const has = (name) => applies(filters, name, except);
  const query = knex(t.product).where(p('locale'), filters.locale).whereNotNull(p('publishedAt'));
  if (has('category')) query.whereIn(p('category'), [filters.category].flat());
  if (has('fire')) query.whereIn(p('fireClass'), [filters.fire].flat());
  if (has('slip')) query.whereIn(p('slipResistance'), [filters.slip].flat());
  if (has('use')) query.whereIn(p('useClass'), [filters.use].flat());
  if (has('placement')) query.whereIn(p('placement'), [...new Set([filters.placement].flat().flatMap((v) => PLACEMENTS[v]))]);
  if (has('maxLead')) query.where(p('leadTimeDays'), '<=', filters.maxLead);
  if (has('epd')) query.whereExists(withEpd(knex, t));
  if (has('producer')) {
    const producers = knex(t.producer).select('id').where(t.column(UIDS.producer, 'slug'), filters.producer);
    const linked = knex(t.productProducer.table).select(t.productProducer.own).whereIn(t.productProducer.target, producers);
    query.whereIn(`${t.product}.id`, linked);
  }
  if (CLIMATE_FILTERS.some((name) => applies(filters, name, except))) {
    // The products whose figures pass, as a list of integers: the figures come from the
    // conversion module, not from a column the database could compare.
    const ids = [...climate.entries()].filter(([, figures]) => climatePasses(figures, filters, except)).map(([id]) => Number(id));
    if (ids.length === 0) query.whereRaw('1 = 0');
    else query.whereRaw(`??.id in (${ids.join(',')})`, [t.product]);
  }
  if (surfaces && SURFACE_FILTERS.some((name) => applies(filters, name, except))) {
    const linked = surfaceWhere(surfacesWithProduct(knex, t, filters.locale), t, filters, except).select(
      `${t.surfaceProduct.table}.${t.surfaceProduct.target}`,
    );
    query.whereIn(`${t.product}.id`, linked);
  }
  return { query, p, table: t.product, t, knex };
}

/** `{ value: count }` from grouped rows, every one of `values` present (0 where none). */
function countsOf(rows, values, key = 'value') {
  const counts = Object.fromEntries(values.map((value) => [value, 0]));
  for (const row of rows) if (row[key] !== null && Object.hasOwn(counts, row[key])) counts[row[key]] = Number(row.n);
  return counts;
}

/**
 * How many products each choice of each facet would give, within the other filters (a
 * facet's own choice left out, so its other choices still show what they would add):
 * category, fire, slip, use and placement grouped on the products; colour and finish
 * grouped on the surfaces of the products the product filters leave; producer on the
 * producer link; epd one count. Every choice the schema has is there, 0 where none would
 * match, except producers, which are the locale's published ones by name, and fire classes,
 * which are those some product of the locale declares.
 */
async function facetCounts(strapi, filters, climate) {
  const enumOf = (uid, attribute) => strapi.contentType(uid).attributes[attribute].enum;
  const grouped = (name, attribute) => {
    const { query, p } = matching(strapi, filters, { except: name, climate });
    return query
      .select({ value: p(attribute) })
      .count({ n: '*' })
      .groupBy(p(attribute));
  };
  // Colour and finish from one read of the surfaces the product filters leave (their product,
  // colour and finish, each combination once), counted here: a colour counts the products with
  // a surface of that colour that meets the other surface filters, the finish filter among
  // them, and the other way round. One read, not two: each is most of a facet count's time.
  // From the products to their surfaces, in that order: SQLite keeps a CROSS JOIN's order.
  // Started from the surfaces instead, with the products as an IN list, SQLite probed the
  // link's (surface, product) index once per listed product for every surface, which grows
  // with the square of the catalogue.
  const surfaceFacets = async () => {
    const { query, t, table } = matching(strapi, filters, { surfaces: false, climate });
    const link = t.surfaceProduct;
    const s = (a) => `${t.surface}.${t.column(UIDS.surface, a)}`;
    query
      .crossJoin(link.table)
      .whereRaw('??.?? = ??.??', [link.table, link.target, table, 'id'])
      .crossJoin(t.surface)
      .whereRaw('??.?? = ??.??', [t.surface, 'id', link.table, link.own])
      .where(s('locale'), filters.locale)
      .whereNotNull(s('publishedAt'));
    const rows = await surfaceWhere(query, t, { ...filters, colour: undefined, finish: undefined }).distinct({
      product: `${table}.id`,
      colour: s('colourFamily'),
      finish: s('finish'),
    });
    const within = (list, value) => !list?.length || list.includes(value);
    const tally = (key, other, otherList) => {
      const products = new Map();
      for (const row of rows) {
        if (row[key] === null || !within(otherList, row[other])) continue;
        if (!products.has(row[key])) products.set(row[key], new Set());
        products.get(row[key]).add(row.product);
      }
      return [...products].map(([value, set]) => ({ value, n: set.size }));
    };
    return { colour: tally('colour', 'finish', filters.finish), finish: tally('finish', 'colour', filters.colour) };
  };
  const producerCounts = () => {
    const { query, t, table } = matching(strapi, filters, { except: 'producer', climate });
    const link = t.productProducer;
    return query
      .join(link.table, `${link.table}.${link.own}`, `${table}.id`)
      .select({ value: `${link.table}.${link.target}` })
      .count({ n: '*' })
      .groupBy(`${link.table}.${link.target}`);
  };
  const epdCount = () => {
    const { query, t, knex } = matching(strapi, { ...filters, epd: false }, { climate });
    return query.whereExists(withEpd(knex, t)).count({ n: '*' });
  };
  const producers = () =>
    strapi.db.query(UIDS.producer).findMany({
      where: { locale: filters.locale, publishedAt: { $notNull: true } },
      select: ['id', 'name', 'slug'],
      orderBy: [{ name: 'asc' }, { id: 'asc' }],
    });
  // The fire classes some product of the locale declares: 51 exist, a catalogue uses a few.
  const declaredFire = () => {
    const { query, p } = matching(strapi, { locale: filters.locale });
    return query.distinct({ value: p('fireClass') }).whereNotNull(p('fireClass'));
  };
  // The climate facets: the figures of the products the other filters leave.
  const figuresWithout = async (name) => {
    const { query, table } = matching(strapi, filters, { except: name, climate });
    return (await query.select(`${table}.id`)).map((row) => climate.get(row.id));
  };
  const [category, fire, slip, use, placement, { colour, finish }, byProducer, [{ n: epd }], producerRows, fireClasses, carbon, valid] = await Promise.all([
    grouped('category', 'category'),
    grouped('fire', 'fireClass'),
    grouped('slip', 'slipResistance'),
    grouped('use', 'useClass'),
    grouped('placement', 'placement'),
    surfaceFacets(),
    producerCounts(),
    epdCount(),
    producers(),
    declaredFire(),
    figuresWithout('maxCarbon'),
    figuresWithout('validEpd'),
  ]);
  const declared = new Set(fireClasses.map((row) => row.value));
  const placed = countsOf(placement, enumOf(UIDS.product, 'placement'));
  const producerCount = new Map(byProducer.map((row) => [Number(row.value), Number(row.n)]));
  return {
    category: countsOf(category, enumOf(UIDS.product, 'category')),
    producer: producerRows.map((row) => ({ slug: row.slug, name: row.name, count: producerCount.get(row.id) ?? 0 })),
    colour: countsOf(colour, enumOf(UIDS.surface, 'colourFamily')),
    finish: countsOf(finish, enumOf(UIDS.surface, 'finish')),
    fire: countsOf(
      fire,
      enumOf(UIDS.product, 'fireClass').filter((value) => declared.has(value)),
    ),
    slip: countsOf(slip, enumOf(UIDS.product, 'slipResistance')),
    use: countsOf(
      use.map((row) => ({ ...row, value: row.value === null ? null : String(row.value) })),
      USE_CLASSES.map(String),
    ),
    placement: Object.fromEntries(Object.entries(PLACEMENTS).map(([key, values]) => [key, values.reduce((sum, v) => sum + placed[v], 0)])),
    epd: Number(epd),
    carbon: carbonCounts(carbon.map((figures) => figures.carbon)),
    validEpd: valid.filter((figures) => figures.validEpd).length,
  };
}

/**
 * `{ data: [card], meta: { pagination } }` in the shape of Strapi's REST list, so the site
 * parses it with the same schema: each card's documentId, name, slug, summary, category, its
 * images (url, alternativeText, width, height), producer (name, slug) and surfaces' hex.
 * From the catalogue index while it is as new as the catalogue, else in SQL (`source`:
 * 'auto'; 'sql' or 'memory' choose, the latter waiting for the index): returns `{ body,
 * source }` with the one that answered.
 */
async function productList(strapi, { sort = 'name', page = 1, pageSize = 12, facets = false, ...filters }, { source = 'auto' } = {}) {
  const index = await indexFor(strapi, filters.locale, source);
  const skip = (page - 1) * pageSize;
  let ids;
  let count;
  let facetAnswer;
  if (index) {
    ({ ids, total: count, facets: facetAnswer } = query(index, filters, { sort, skip, take: pageSize, facets }));
  } else {
    const climateAsked = facets || sort === 'carbon' || CLIMATE_FILTERS.some((name) => applies(filters, name));
    const climate = climateAsked ? await productClimate(strapi, filters.locale) : null;
    const { query: matched, p, table } = matching(strapi, filters, { climate });
    const [{ total }] = await matched.clone().count({ total: '*' });
    const ordered = matched.clone().select(`${table}.id`);
    for (const { column, order } of SORTS[sort]) ordered.orderBy(p(column), order);
    ordered.orderBy(`${table}.id`, 'asc');
    if (sort === 'carbon') {
      const all = (await ordered).map((row) => row.id).sort(byCarbon((id) => climate.get(id)?.carbon ?? null));
      ids = all.slice(skip, skip + pageSize);
    } else {
      ids = (await ordered.limit(pageSize).offset(skip)).map((row) => row.id);
    }
    count = Number(total);
    facetAnswer = facets ? await facetCounts(strapi, filters, climate) : null;
  }
  const rows =
    ids.length === 0
      ? []
      : await strapi.db.query(UIDS.product).findMany({
          where: { id: { $in: ids } },
          select: CARD_SELECT,
          populate: CARD_POPULATE,
        });
  const byId = new Map(rows.map((row) => [row.id, row]));
  const body = {
    data: ids.map((id) => card(byId.get(id))).filter(Boolean),
    meta: {
      pagination: { page, pageSize, pageCount: Math.ceil(count / pageSize), total: count },
      ...(facets && { facets: facetAnswer }),
    },
  };
  return { body, source: index ? 'memory' : 'sql' };
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

module.exports = {
  productList,
  facetCounts,
  matching,
  applies,
  surfaceWhere,
  PLACEMENTS,
  PRODUCT_FILTERS,
  layout,
  SORTS,
  CARD_SELECT,
  CARD_POPULATE,
  card,
  media,
};
