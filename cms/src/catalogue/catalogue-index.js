'use strict';

const { USE_CLASSES } = require('./properties');
const { UIDS, layout, PLACEMENTS, PRODUCT_FILTERS, applies } = require('./tables');
const { catalogueToken } = require('./changes');
const { CARBON_STEPS, productClimate, surfaceClimate, byCarbon, today } = require('./climate');

/*
 * The product list's facets and pages, and the colour search's candidates, from memory
 * (decision 032). Per locale, what the filters look at of every published product (category,
 * producer, fire, slip, use, placement, lead time, EPD) and of its published surfaces (colour
 * family, finish, LRV, gloss, L*a*b*), in typed arrays, a few bytes a surface, and the A1–A3
 * of the few surfaces with an EPD of their own. A page with every facet's counts is then one
 * pass over the locale's products and their surfaces in memory, where the same counts in SQL
 * are a statement per facet, each a scan of the locale.
 *
 * The index is read in the background, never for a request: a request that finds none, or
 * one older than the catalogue (changes.js), is answered in SQL (product-list.js,
 * colour-neighbours.js) and starts the reading, which at 100,000 surfaces takes one to two
 * seconds. The two ways must give the same answers: tests/cms/product-list.test.ts and
 * colour-neighbours.test.ts compare both with answers found the slow way. Decision 048 says
 * when the SQL way can go.
 */

/** Codes of an enumeration: value → 1…n, 0 for none. */
const codes = (values) => new Map(values.map((value, i) => [value, i + 1]));

function enums(strapi) {
  const enumOf = (uid, attribute) => strapi.contentType(uid).attributes[attribute].enum;
  return {
    category: enumOf(UIDS.product, 'category'),
    fire: enumOf(UIDS.product, 'fireClass'),
    slip: enumOf(UIDS.product, 'slipResistance'),
    placement: enumOf(UIDS.product, 'placement'),
    colour: enumOf(UIDS.surface, 'colourFamily'),
    finish: enumOf(UIDS.surface, 'finish'),
  };
}

const number = (value) => (value === null || value === undefined ? NaN : Number(value));

/** Reads one locale's index: the token first, so the rows are never older than it. */
async function readIndex(strapi, locale) {
  const token = await catalogueToken(strapi);
  // Whether an EPD is still valid depends on the day: an index holds for the day it was read on.
  const day = today();
  const knex = strapi.db.connection;
  const t = layout(strapi);
  const p = (attribute) => `${t.product}.${t.column(UIDS.product, attribute)}`;
  const s = (attribute) => `${t.surface}.${t.column(UIDS.surface, attribute)}`;
  const values = enums(strapi);
  const published = () => knex(t.product).where(p('locale'), locale).whereNotNull(p('publishedAt'));

  // In the list's name order, as product-list.js orders it in SQL (the database's collation).
  const products = await published()
    .select({ id: `${t.product}.id`, category: p('category'), fire: p('fireClass'), slip: p('slipResistance'), use: p('useClass') })
    .select({ placement: p('placement'), lead: p('leadTimeDays') })
    .orderBy(p('name'), 'asc')
    .orderBy(`${t.product}.id`, 'asc');
  const n = products.length;
  const position = new Map(products.map((row, i) => [row.id, i]));
  const newest = await published().select(`${t.product}.id`).orderBy(p('createdAt'), 'desc').orderBy(p('name'), 'asc').orderBy(`${t.product}.id`, 'asc');

  const index = {
    token,
    day,
    locale,
    values,
    id: new Int32Array(n),
    category: new Uint8Array(n),
    fire: new Uint8Array(n),
    slip: new Uint8Array(n),
    use: new Int16Array(n),
    placement: new Uint8Array(n),
    lead: new Int32Array(n).fill(-1),
    epd: new Uint8Array(n),
    producer: new Int32Array(n),
    order: { name: Int32Array.from(products.keys()), newest: Int32Array.from(newest, (row) => position.get(row.id)) },
  };
  const code = Object.fromEntries(Object.entries(values).map(([name, list]) => [name, codes(list)]));
  products.forEach((row, i) => {
    index.id[i] = row.id;
    index.category[i] = code.category.get(row.category) ?? 0;
    index.fire[i] = code.fire.get(row.fire) ?? 0;
    index.slip[i] = code.slip.get(row.slip) ?? 0;
    index.use[i] = row.use === null ? 0 : Number(row.use);
    index.placement[i] = code.placement.get(row.placement) ?? 0;
    if (row.lead !== null) index.lead[i] = Number(row.lead);
  });
  index.declaredFire = new Set(index.fire.filter((c) => c > 0));

  // Each product's producer row; the slug of every producer row (a filter names a slug).
  const link = t.productProducer;
  const producerOf = await knex(link.table)
    .select({ product: link.own, producer: link.target })
    .whereIn(link.own, published().select(`${t.product}.id`));
  for (const row of producerOf) if (position.has(row.product)) index.producer[position.get(row.product)] = row.producer;
  const slug = t.column(UIDS.producer, 'slug');
  index.slugs = new Map((await knex(t.producer).select('id', { slug })).map((row) => [row.id, row.slug]));
  // The facet's producers: the locale's published ones by name, as product-list.js reads them.
  index.producers = await strapi.db.query(UIDS.producer).findMany({
    where: { locale, publishedAt: { $notNull: true } },
    select: ['id', 'name', 'slug'],
    orderBy: [{ name: 'asc' }, { id: 'asc' }],
  });

  const m = t.media;
  // Each product's A1–A3 per m² (NaN where none), whether it is its EPD's and whether that is valid (climate.js).
  const climate = await productClimate(strapi, locale, day);
  index.carbon = Float64Array.from(products, (row) => climate.get(row.id)?.carbon ?? NaN);
  index.fromEpd = Uint8Array.from(products, (row) => (climate.get(row.id)?.fromEpd ? 1 : 0));
  index.validEpd = Uint8Array.from(products, (row) => (climate.get(row.id)?.validEpd ? 1 : 0));
  const carbonOf = (i) => (Number.isNaN(index.carbon[i]) ? null : index.carbon[i]);
  index.order.carbon = Int32Array.from([...products.keys()].sort(byCarbon(carbonOf)));
  // The surfaces with an EPD of their own: by surface id, their A1–A3 per m² (null where it does not convert).
  index.ownCarbon = await surfaceClimate(strapi, locale);

  const epd = await knex(m.table).distinct({ id: m.id }).where(m.type, UIDS.product).where(m.field, 'epd');
  for (const row of epd) if (position.has(row.id)) index.epd[position.get(row.id)] = 1;

  // The published surfaces, grouped by product: product i's are first[i] … first[i + 1] - 1;
  // after them (productOf -1) those with no published product of the locale, which only the
  // colour search without product filters finds, as its SQL does.
  const sl = t.surfaceProduct;
  const surfaces = await knex(t.surface)
    .leftJoin(sl.table, `${sl.table}.${sl.own}`, `${t.surface}.id`)
    .select({ id: `${t.surface}.id`, product: `${sl.table}.${sl.target}`, colour: s('colourFamily'), finish: s('finish') })
    .select({ lrv: s('lrv'), gloss: s('gloss'), L: s('labL'), a: s('labA'), b: s('labB') })
    .where(s('locale'), locale)
    .whereNotNull(s('publishedAt'));
  const first = new Int32Array(n + 1);
  for (const row of surfaces) if (position.has(row.product)) first[position.get(row.product) + 1]++;
  for (let i = 0; i < n; i++) first[i + 1] += first[i];
  const next = first.slice(0, n);
  let orphans = first[n];
  const k = surfaces.length;
  Object.assign(index, {
    first,
    surfaceId: new Int32Array(k),
    productOf: new Int32Array(k),
    colour: new Uint8Array(k),
    finish: new Uint8Array(k),
    lrv: new Float64Array(k),
    gloss: new Float64Array(k),
    lab: [new Float64Array(k), new Float64Array(k), new Float64Array(k)],
  });
  for (const row of surfaces) {
    const i = position.has(row.product) ? position.get(row.product) : -1;
    const j = i >= 0 ? next[i]++ : orphans++;
    index.surfaceId[j] = row.id;
    index.productOf[j] = i;
    index.colour[j] = code.colour.get(row.colour) ?? 0;
    index.finish[j] = code.finish.get(row.finish) ?? 0;
    index.lrv[j] = number(row.lrv);
    index.gloss[j] = number(row.gloss);
    [row.L, row.a, row.b].forEach((value, c) => (index.lab[c][j] = number(value)));
  }
  return index;
}

/** A lookup of accepted codes (1…n) for a list filter, or null where the filter does not apply. */
function accepted(filters, name, except, values) {
  if (!applies(filters, name, except)) return null;
  const wanted = new Set([filters[name]].flat());
  return Uint8Array.from([0, ...values.map((value) => (wanted.has(value) ? 1 : 0))]);
}

const BIT = { category: 1, producer: 2, fire: 4, slip: 8, use: 16, placement: 32, epd: 64, maxLead: 128, maxCarbon: 256, validEpd: 512 };

/**
 * What `filters` ask of each product and surface: `fails[i]`, the product filters product i
 * fails (one bit each, BIT), and `surfaceFails(j)`, the surface filters surface j fails
 * (colour 1, finish 2, the ranges 4, never left out).
 */
function predicates(index, filters) {
  const { values } = index;
  const n = index.id.length;
  const category = accepted(filters, 'category', null, values.category);
  const fire = accepted(filters, 'fire', null, values.fire);
  const slip = accepted(filters, 'slip', null, values.slip);
  const placement = applies(filters, 'placement')
    ? accepted({ placement: [filters.placement].flat().flatMap((v) => PLACEMENTS[v]) }, 'placement', null, values.placement)
    : null;
  const use = applies(filters, 'use') ? new Set([filters.use].flat().map(Number)) : null;
  const epd = applies(filters, 'epd');
  const maxLead = applies(filters, 'maxLead') ? filters.maxLead : null;
  const producer = applies(filters, 'producer') ? filters.producer : null;
  const maxCarbon = applies(filters, 'maxCarbon') ? filters.maxCarbon : null;
  const validEpd = applies(filters, 'validEpd');

  // Which product filters each product fails, one bit each.
  const fails = new Uint16Array(n);
  for (let i = 0; i < n; i++) {
    let f = 0;
    if (category && !category[index.category[i]]) f |= BIT.category;
    if (producer !== null && index.slugs.get(index.producer[i]) !== producer) f |= BIT.producer;
    if (fire && !fire[index.fire[i]]) f |= BIT.fire;
    if (slip && !slip[index.slip[i]]) f |= BIT.slip;
    if (use && !use.has(index.use[i])) f |= BIT.use;
    if (placement && !placement[index.placement[i]]) f |= BIT.placement;
    if (epd && !index.epd[i]) f |= BIT.epd;
    if (maxLead !== null && !(index.lead[i] >= 0 && index.lead[i] <= maxLead)) f |= BIT.maxLead;
    if (maxCarbon !== null && !(index.carbon[i] <= maxCarbon)) f |= BIT.maxCarbon;
    if (validEpd && !index.validEpd[i]) f |= BIT.validEpd;
    fails[i] = f;
  }

  // The surface filters: colour (bit 1), finish (bit 2), the ranges (bit 4, never left out).
  const colour = accepted(filters, 'colour', null, values.colour);
  const finish = accepted(filters, 'finish', null, values.finish);
  // A range leaves out a surface with no value, as SQL's comparison with null does.
  const bounds = [
    ['minLrv', index.lrv, (v, bound) => v >= bound],
    ['maxLrv', index.lrv, (v, bound) => v <= bound],
    ['minGloss', index.gloss, (v, bound) => v >= bound],
    ['maxGloss', index.gloss, (v, bound) => v <= bound],
  ].filter(([name]) => applies(filters, name));
  const inRange = (j) => bounds.every(([name, column, holds]) => holds(column[j], filters[name]));
  const surfaceFiltered = Boolean(colour || finish || bounds.length > 0);
  const surfaceFails = (j) =>
    (colour && !colour[index.colour[j]] ? 1 : 0) | (finish && !finish[index.finish[j]] ? 2 : 0) | (bounds.length > 0 && !inRange(j) ? 4 : 0);

  return { fails, surfaceFails, surfaceFiltered };
}

/**
 * The products that match `filters` (positions, in `sort`'s order, from `skip` on, at most
 * `take` of them), how many match, and, with `facets`, every facet's counts: the same
 * answers as product-list.js's SQL for the same rows.
 */
function query(index, filters, { sort = 'name', skip = 0, take = 0, facets = false } = {}) {
  const { values } = index;
  const n = index.id.length;
  const { fails, surfaceFails, surfaceFiltered } = predicates(index, filters);

  // Whether each product has a surface meeting every surface filter (true for all without any).
  const matches = new Uint8Array(n);
  const counts = facets ? emptyCounts(index) : null;
  let total = 0;
  for (let i = 0; i < n; i++) {
    const f = fails[i];
    if (f & (f - 1)) continue; // fails two product filters or more: counts nowhere
    let all = !surfaceFiltered;
    let colours = 0;
    let finishes = 0;
    for (let j = index.first[i]; j < index.first[i + 1]; j++) {
      const sf = surfaceFails(j);
      if (sf === 0) all = true;
      if (counts && f === 0) {
        if ((sf & ~1) === 0 && index.colour[j]) colours |= 1 << index.colour[j];
        if ((sf & ~2) === 0 && index.finish[j]) finishes |= 1 << index.finish[j];
      }
    }
    if (counts && f === 0) {
      for (let c = 1; c <= values.colour.length; c++) if (colours & (1 << c)) counts.colour[c]++;
      for (let c = 1; c <= values.finish.length; c++) if (finishes & (1 << c)) counts.finish[c]++;
    }
    if (!all) continue;
    if (f === 0) {
      matches[i] = 1;
      total++;
    }
    if (!counts) continue;
    if ((f & ~BIT.category) === 0) counts.category[index.category[i]]++;
    if ((f & ~BIT.fire) === 0) counts.fire[index.fire[i]]++;
    if ((f & ~BIT.slip) === 0) counts.slip[index.slip[i]]++;
    if ((f & ~BIT.use) === 0) counts.use.set(index.use[i], (counts.use.get(index.use[i]) ?? 0) + 1);
    if ((f & ~BIT.placement) === 0) counts.placement[index.placement[i]]++;
    if ((f & ~BIT.epd) === 0 && index.epd[i]) counts.epd++;
    if ((f & ~BIT.validEpd) === 0 && index.validEpd[i]) counts.validEpd++;
    if ((f & ~BIT.maxCarbon) === 0) CARBON_STEPS.forEach((step, s) => index.carbon[i] <= step && counts.carbon[s]++);
    if ((f & ~BIT.producer) === 0) counts.producer.set(index.producer[i], (counts.producer.get(index.producer[i]) ?? 0) + 1);
  }

  const page = [];
  if (take > 0) {
    let seen = 0;
    for (const i of index.order[sort]) {
      if (!matches[i]) continue;
      if (seen++ < skip) continue;
      page.push(index.id[i]);
      if (page.length === take) break;
    }
  }
  return { ids: page, total, facets: counts && facetsOf(index, counts) };
}

function emptyCounts(index) {
  const { values } = index;
  const zeros = (list) => new Array(list.length + 1).fill(0);
  return {
    category: zeros(values.category),
    fire: zeros(values.fire),
    slip: zeros(values.slip),
    placement: zeros(values.placement),
    colour: zeros(values.colour),
    finish: zeros(values.finish),
    use: new Map(),
    producer: new Map(),
    epd: 0,
    validEpd: 0,
    carbon: new Array(CARBON_STEPS.length).fill(0),
  };
}

/** The counts in the shape product-list.js's facetCounts gives. */
function facetsOf(index, counts) {
  const { values } = index;
  const byValue = (list, tally) => Object.fromEntries(list.map((value, i) => [value, tally[i + 1]]));
  const placed = byValue(values.placement, counts.placement);
  return {
    category: byValue(values.category, counts.category),
    producer: index.producers.map((row) => ({ slug: row.slug, name: row.name, count: counts.producer.get(row.id) ?? 0 })),
    colour: byValue(values.colour, counts.colour),
    finish: byValue(values.finish, counts.finish),
    fire: Object.fromEntries(values.fire.flatMap((value, i) => (index.declaredFire.has(i + 1) ? [[value, counts.fire[i + 1]]] : []))),
    slip: byValue(values.slip, counts.slip),
    use: Object.fromEntries(USE_CLASSES.map((value) => [String(value), counts.use.get(value) ?? 0])),
    placement: Object.fromEntries(Object.entries(PLACEMENTS).map(([key, list]) => [key, list.reduce((sum, v) => sum + placed[v], 0)])),
    epd: counts.epd,
    carbon: Object.fromEntries(CARBON_STEPS.map((step, s) => [String(step), counts.carbon[s]])),
    validEpd: counts.validEpd,
  };
}

/**
 * The surfaces inside an L*a*b* box (`box`: [low, high] for L, a and b) that meet `filters`,
 * as `{ id, L, a, b, at, producer }` (`at` its product's place in the index, -1 for none, and
 * the producer's slug), at most `max` of them in (L, a, b, id) order: what colour-neighbours.js's
 * SQL reads from its L*a*b* index.
 */
function inBox(index, box, filters, max) {
  const { fails, surfaceFails } = predicates(index, filters);
  const productFiltered = PRODUCT_FILTERS.some((name) => applies(filters, name));
  const [L, A, B] = index.lab;
  const within = (value, [low, high]) => value >= low && value <= high;
  const found = [];
  for (let j = 0; j < index.surfaceId.length; j++) {
    if (!within(L[j], box.L) || !within(A[j], box.a) || !within(B[j], box.b)) continue;
    const i = index.productOf[j];
    if ((i < 0 ? productFiltered : fails[i] !== 0) || surfaceFails(j) !== 0) continue;
    found.push(j);
  }
  if (found.length > max) found.sort((x, y) => L[x] - L[y] || A[x] - A[y] || B[x] - B[y] || index.surfaceId[x] - index.surfaceId[y]);
  return found.slice(0, max).map((j) => {
    const i = index.productOf[j];
    return { id: index.surfaceId[j], L: L[j], a: A[j], b: B[j], at: i, producer: i < 0 ? undefined : index.slugs.get(index.producer[i]) };
  });
}

/**
 * Surface `id`'s place in the index: `{ j, i }`, the surface's and its product's (-1 for a
 * surface with no published product of the locale), or null for one the index does not hold.
 */
function surfaceAt(index, id) {
  const j = index.surfaceId.indexOf(id);
  return j < 0 ? null : { j, i: index.productOf[j] };
}

/** What product `i` declares: its category, fire, slip and use class (null where not declared), and its A1–A3 per m². */
function productAt(index, i) {
  const { values } = index;
  const value = (list, code) => (code > 0 ? list[code - 1] : null);
  return {
    category: value(values.category, index.category[i]),
    fire: value(values.fire, index.fire[i]),
    slip: value(values.slip, index.slip[i]),
    use: index.use[i] || null,
    carbon: Number.isNaN(index.carbon[i]) ? null : index.carbon[i],
    fromEpd: index.fromEpd[i] === 1,
  };
}

/**
 * Surface `id`'s A1–A3 per m² (its product `i`'s place): its own EPD's where it has one, else its
 * product's; `ownEpd` says which.
 */
function surfaceCarbon(index, id, i) {
  if (index.ownCarbon.has(id)) return { carbon: index.ownCarbon.get(id), fromEpd: true, ownEpd: true };
  const { carbon, fromEpd } = productAt(index, i);
  return { carbon, fromEpd, ownEpd: false };
}

const indexes = new Map();
const reading = new Map();

/**
 * The locale's index if it is as new as the catalogue, else null (and, unless one is being
 * read, the reading starts in the background). Only for the locales the cms has.
 */
async function currentIndex(strapi, locale) {
  const [token, index] = [await catalogueToken(strapi), indexes.get(locale)];
  if (index && index.token === token && index.day === today()) return index;
  if (!reading.has(locale)) {
    const read = (async () => {
      const known = await strapi.db.query('plugin::i18n.locale').count({ where: { code: locale } });
      if (known > 0) indexes.set(locale, await readIndex(strapi, locale));
    })()
      .catch((error) => strapi.log.error(`catalogue index (${locale}): ${error.message}`))
      .finally(() => reading.delete(locale));
    reading.set(locale, read);
  }
  return null;
}

/** Waits until the locale's index is as new as the catalogue, and returns it (for tests and the bench). */
async function readyIndex(strapi, locale) {
  for (let attempt = 0; attempt < 5; attempt++) {
    const index = await currentIndex(strapi, locale);
    if (index) return index;
    await reading.get(locale);
  }
  throw new Error(`no current catalogue index for ${locale}`);
}

/**
 * The index a request is answered from: `source` 'auto' (the current one, or null while it is
 * read), 'sql' (null) or 'memory' (waits for it; tests and the bench).
 */
function indexFor(strapi, locale, source = 'auto') {
  if (source === 'sql') return null;
  return source === 'memory' ? readyIndex(strapi, locale) : currentIndex(strapi, locale);
}

module.exports = { indexFor, query, inBox, surfaceAt, productAt, surfaceCarbon };
