'use strict';

/*
 * Colour equivalents: the published surfaces of one locale closest to a colour by
 * CIEDE2000, within a ΔE00 limit, optionally leaving out one producer's (a surface page shows
 * other producers' equivalents).
 *
 * The database narrows: an L*a*b* box that holds every colour within the limit, read as one
 * range of (locale, lab_l, lab_a, lab_b, id) (bootstrap/list-indexes.js), ids and L*a*b* only.
 * Then the exact ΔE00 of each candidate (@ytbanken/domain/colour/ciede2000); producers are read for the
 * closest few only (to leave one producer's out), and only the answers are read with what a
 * card shows. Nothing reads the whole catalogue. While the catalogue index (catalogue-index.js,
 * decision 032) is as new as the catalogue, the same box is read from memory instead, with
 * each candidate's producer: the same candidates, without the database.
 *
 * The box, for a limit d around a colour of chroma C (from the terms of CIEDE2000; Sharma et
 * al. 2005): ΔE00 ≥ |ΔL| / S_L and S_L ≤ 1.75, so |ΔL| ≤ 1.75 d. The chroma and hue terms x, y
 * give x² + y² + R_T·x·y with |R_T| ≤ 2 sin 60°, so √(x² + y²) ≤ ΔE00 / √(1 − sin 60°) ≈
 * 2.73 d; S_C and S_H are at most 1 + 0.045 C̄′, C′ ≤ 1.5 C, and the a′b′ distance (which bounds
 * |Δa| and |Δb|) is √(ΔC′² + ΔH′²). With C̄′ ≤ 0.75 (2C + r), r ≤ 2.73 d (1 + 0.0675 C) /
 * (1 − 0.0921 d). Generous away from blue, where R_T is small, but never too small: a test
 * compares the answers with a brute-force ranking of a whole generated catalogue.
 */

const { errors } = require('@strapi/utils');
const { deltaE2000 } = require('@ytbanken/domain/colour/ciede2000');
const { LOCALE, parseFilters } = require('../../../catalogue/filters');
const { applies, layout, matching, PRODUCT_FILTERS, surfaceWhere } = require('../../../catalogue/product-list');
const { indexFor, inBox } = require('../../../catalogue/catalogue-index');
const { UIDS } = require('../../../catalogue/tables');
const { cardRows, surfaceCard } = require('../../../catalogue/surface-card');

/** The limits the box is sized for: beyond 5 a colour is "different", and the bound stops holding near 10. */
const LIMITS = [1, 2, 5];
/** The most candidates one box may hold; past it the answer says it is not complete. */
const MAX_CANDIDATES = 20000;

/** The box around a colour for a limit: [low, high] for L*, a* and b*. */
function boxOf({ L, a, b }, limit) {
  const chroma = Math.hypot(a, b);
  const dL = 1.75 * limit + 1e-6;
  const dab = (2.74 * limit * (1 + 0.0675 * chroma)) / (1 - 0.0921 * limit) + 1e-6;
  return { L: [L - dL, L + dL], a: [a - dab, a + dab], b: [b - dab, b + dab] };
}

/**
 * Beyond the limits (`nearest`): cubes of L*a*b* around the colour, each twice the last, read
 * until the closest `count` are known. A colour outside a cube of half side h is at least
 * h / 1.75 away in ΔE00 by lightness, or its a′b′ distance D exceeds h and, by the bounds
 * above with C̄′ ≤ 1.5 C + D / 2, ΔE00 ≥ D / (2.74 (1 + 0.045 (1.5 C + D / 2))), which grows
 * with D: so once the last of the closest found is no further than that, none outside is
 * closer. That bound never passes about 16, so a colour with nothing within it is answered
 * from the whole colour space (L* 0–100, a* and b* ±128): still at most MAX_CANDIDATES read.
 */
const FIRST_CUBE = 16;
const WHOLE_SPACE = 256;

function cubeOf({ L, a, b }, half) {
  return { L: [L - half, L + half], a: [a - half, a + half], b: [b - half, b + half] };
}

/** The least ΔE00 of any colour outside the cube of half side `half` around `lab`. */
function outsideCube({ a, b }, half) {
  const chroma = Math.hypot(a, b);
  return Math.min(half / 1.75, half / (2.74 * (1 + 0.045 * (1.5 * chroma + half / 2))));
}

/**
 * Surfaces in the box: id and L*a*b*, from the index alone. With `filters` (the product list's,
 * src/catalogue/filters.js), only surfaces that meet the surface filters and whose product
 * meets the product filters.
 */
async function candidates(strapi, { locale, box, filters = {} }) {
  const knex = strapi.db.connection;
  const t = layout(strapi);
  const s = (attribute) => `${t.surface}.${t.column(UIDS.surface, attribute)}`;
  const query = knex(t.surface)
    .select({ id: `${t.surface}.id`, L: s('labL'), a: s('labA'), b: s('labB') })
    .where(s('locale'), locale)
    .whereNotNull(s('publishedAt'))
    .whereBetween(s('labL'), box.L)
    .whereBetween(s('labA'), box.a)
    .whereBetween(s('labB'), box.b)
    .limit(MAX_CANDIDATES + 1);
  surfaceWhere(query, t, filters);
  if (PRODUCT_FILTERS.some((name) => applies(filters, name))) {
    // Each candidate's own product checked (EXISTS on its id), not an IN list of every product
    // that meets the filters: SQLite probed the link's index once per listed product.
    const link = t.surfaceProduct;
    const products = matching(strapi, { ...filters, locale }, { surfaces: false });
    query
      .join(link.table, `${link.table}.${link.own}`, `${t.surface}.id`)
      .whereExists(products.query.select(knex.raw('1')).whereRaw('??.?? = ??.??', [products.table, 'id', link.table, link.target]));
  }
  return query;
}

/** The producer's slug of each of these surfaces (by row id). */
async function producersOf(strapi, ids) {
  const knex = strapi.db.connection;
  const t = layout(strapi);
  const rows = await knex(t.surfaceProduct.table)
    .select({ id: `${t.surfaceProduct.table}.${t.surfaceProduct.own}`, producer: `${t.producer}.${t.column(UIDS.producer, 'slug')}` })
    .join(t.productProducer.table, `${t.productProducer.table}.${t.productProducer.own}`, `${t.surfaceProduct.table}.${t.surfaceProduct.target}`)
    .join(t.producer, `${t.producer}.id`, `${t.productProducer.table}.${t.productProducer.target}`)
    .whereIn(`${t.surfaceProduct.table}.${t.surfaceProduct.own}`, ids);
  return new Map(rows.map((row) => [row.id, row.producer]));
}

/**
 * The first `count` of `ranked` not by `exceptProducer`, reading producers a few at a time
 * (the catalogue index's candidates come with theirs).
 */
async function fromOthers(strapi, ranked, count, exceptProducer) {
  if (exceptProducer === undefined) return ranked.slice(0, count);
  if (ranked.every((row) => 'producer' in row)) return ranked.filter((row) => row.producer !== exceptProducer).slice(0, count);
  const kept = [];
  for (let at = 0; at < ranked.length && kept.length < count; at += count * 4) {
    const slice = ranked.slice(at, at + count * 4);
    const producers = await producersOf(
      strapi,
      slice.map((row) => row.id),
    );
    kept.push(...slice.filter((row) => producers.get(row.id) !== exceptProducer));
  }
  return kept.slice(0, count);
}

/**
 * `{ body: { data: [surface with deltaE], meta: { complete } }, source }`: at most `count`
 * surfaces within `maxDeltaE` of `lab`, closest first (ties by id), without `exceptSurface`
 * and `exceptProducer` (a slug), and within `filters` (the product list's) when given. The
 * narrowest limit that holds `count` answers is read first. With `nearest`, fewer than
 * `count` within `maxDeltaE` are made up with the closest beyond it (a surface page always
 * shows a few, labelled by how far they are). The candidates come from the
 * catalogue index while it is as new as the catalogue, else from SQL (`source` as for
 * product-list.js's productList).
 */
async function colourNeighbours(
  strapi,
  { locale, lab, maxDeltaE, count, nearest = false, exceptSurface, exceptProducer, filters = {} },
  { source = 'auto' } = {},
) {
  const index = await indexFor(strapi, locale, source);
  let top = [];
  let complete = true;
  // Each box holds the candidates of the one before it: a colour's ΔE00 is worked out once.
  const deltas = new Map();
  const deltaOf = (row) => {
    let deltaE = deltas.get(row.id);
    if (deltaE === undefined) {
      deltaE = deltaE2000(lab, { L: Number(row.L), a: Number(row.a), b: Number(row.b) });
      deltas.set(row.id, deltaE);
    }
    return deltaE;
  };
  /** Every candidate in a box (and whether that was all of them), closest first. */
  const inside = async (box) => {
    const rows = index ? inBox(index, box, filters, MAX_CANDIDATES + 1) : await candidates(strapi, { locale, box, filters });
    complete = rows.length <= MAX_CANDIDATES;
    return rows
      .slice(0, MAX_CANDIDATES)
      .filter((row) => row.id !== exceptSurface)
      .map((row) => ({ id: row.id, ...('producer' in row && { producer: row.producer }), deltaE: deltaOf(row) }))
      .sort((x, y) => x.deltaE - y.deltaE || x.id - y.id);
  };
  for (const limit of [...LIMITS.filter((l) => l < maxDeltaE), maxDeltaE]) {
    const ranked = (await inside(boxOf(lab, limit))).filter((row) => row.deltaE <= limit);
    top = await fromOthers(strapi, ranked, count, exceptProducer);
    if (top.length >= count || !complete) break;
  }
  if (nearest && top.length < count && complete) {
    for (let half = FIRST_CUBE; ; half *= 2) {
      top = await fromOthers(strapi, await inside(cubeOf(lab, half)), count, exceptProducer);
      if (!complete || half >= WHOLE_SPACE || (top.length >= count && top.at(-1).deltaE <= outsideCube(lab, half))) break;
    }
  }
  const byId = await cardRows(
    strapi,
    top.map((row) => row.id),
  );
  const body = {
    data: top
      .map(({ id, deltaE }) => ({ row: byId.get(id), deltaE }))
      .filter(({ row }) => row)
      .map(({ row, deltaE }) => ({
        ...surfaceCard(row),
        labL: row.labL,
        labA: row.labA,
        labB: row.labB,
        deltaE: Math.round(deltaE * 100) / 100,
      })),
    // Past MAX_CANDIDATES in the box the closest may be among those not read: said, not hidden.
    meta: { complete },
  };
  return { body, source: index ? 'memory' : 'sql' };
}

/** A published surface's L*a*b* and producer by documentId, in one locale: what its equivalents are sought around. */
async function surfaceColour(strapi, documentId, locale) {
  const row = await strapi.db.query(UIDS.surface).findOne({
    where: { documentId, locale, publishedAt: { $notNull: true } },
    select: ['id', 'labL', 'labA', 'labB'],
    populate: { product: { select: ['id'], populate: { producer: { select: ['slug'] } } } },
  });
  if (!row || row.labL == null || row.labA == null || row.labB == null) return row ? { id: row.id, lab: null } : null;
  return { id: row.id, lab: { L: Number(row.labL), a: Number(row.labA), b: Number(row.labB) }, producer: row.product?.producer?.slug };
}

const DOCUMENT_ID = /^[a-z0-9]{24}$/;
const MAX_COUNT = 50;

/** One number query parameter within [min, max]. */
function number(query, name, min, max) {
  const value = query[name];
  if (typeof value !== 'string' || !/^-?\d+(?:\.\d+)?$/.test(value) || Number(value) < min || Number(value) > max) {
    throw new errors.ValidationError(`${name}: a number from ${min} to ${max}`);
  }
  return Number(value);
}

/**
 * The question a request's query asks (`locale`, `surface` or `L`, `a`, `b`, `maxDeltaE`,
 * `count`, `nearest`, the product list's filters), as colourNeighbours() takes it; null for a surface
 * without a colour. A 400 that names the parameter, or a 404 for an unknown surface.
 */
async function neighboursQuestion(strapi, query) {
  const { locale, surface, maxDeltaE = '5' } = query;
  if (typeof locale !== 'string' || !LOCALE.test(locale)) throw new errors.ValidationError('locale is required');
  if (typeof maxDeltaE !== 'string' || !LIMITS.map(String).includes(maxDeltaE)) throw new errors.ValidationError(`maxDeltaE: one of ${LIMITS.join(', ')}`);
  if (query.nearest !== undefined && query.nearest !== 'true') throw new errors.ValidationError('nearest: true or left out');
  const count = query.count === undefined ? 6 : number(query, 'count', 1, MAX_COUNT);
  let around;
  if (surface !== undefined) {
    if (typeof surface !== 'string' || !DOCUMENT_ID.test(surface)) throw new errors.ValidationError('surface: a document id');
    around = await surfaceColour(strapi, surface, locale);
    if (!around) throw new errors.NotFoundError('surface not found');
    if (!around.lab) return null;
  } else {
    around = { lab: { L: number(query, 'L', 0, 100), a: number(query, 'a', -128, 128), b: number(query, 'b', -128, 128) } };
  }
  return {
    locale,
    lab: around.lab,
    maxDeltaE: Number(maxDeltaE),
    count,
    nearest: query.nearest === 'true',
    exceptSurface: around.id,
    exceptProducer: around.producer,
    filters: parseFilters(strapi, query),
  };
}

module.exports = { colourNeighbours, neighboursQuestion, boxOf, MAX_CANDIDATES, DOCUMENT_ID };
