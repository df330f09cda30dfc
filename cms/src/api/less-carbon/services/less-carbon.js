'use strict';

/*
 * The same look, less carbon: around a surface, the published surfaces of one locale, from any
 * producer, within the same look's ΔE00 of its colour (the 'close' band's bound,
 * @ytbanken/domain/colour/bands), of its product's category, declaring the same or a
 * stricter fire, slip and use class wherever its product declares one
 * (@ytbanken/domain/catalogue/class-order), whose A1–A3 per m² (catalogue/climate.js: a
 * surface's own EPD where it has one, else its product's figure) is lower; the greatest saving
 * first. Around a product, the same around the surface its page lists first, against the
 * product's own figure (decision 067).
 *
 * From the catalogue index (decision 032): the colour equivalents' L*a*b* box for that limit within
 * the category, then the exact ΔE00 and the classes and figure of each candidate, all in
 * memory; only the answers are read from the database. A request waits for the index while
 * it is being read (after a change to the catalogue), since the figures are the index's.
 */

const { errors } = require('@strapi/utils');
const { deltaE2000 } = require('@ytbanken/domain/colour/ciede2000');
const { SAME_LOOK_LIMIT } = require('@ytbanken/domain/colour/bands');
const { meetsFire, meetsSlip, meetsUse } = require('@ytbanken/domain/catalogue/class-order');
const { LOCALE } = require('../../../catalogue/filters');
const { indexFor, inBox, productAt, surfaceAt, surfaceCarbon } = require('../../../catalogue/catalogue-index');
const { UIDS } = require('../../../catalogue/tables');
const { cardRows, surfaceCard } = require('../../../catalogue/surface-card');
const { boxOf, DOCUMENT_ID, MAX_CANDIDATES } = require('../../colour-neighbours/services/colour-neighbours');

/** How close a colour must be to count as the same look: within the 'close' band, from the one module of the ΔE00 bands. */
const SAME_LOOK = SAME_LOOK_LIMIT;
/** How many alternatives a surface page shows. */
const COUNT = 6;

const round = (value, places) => Math.round(value * 10 ** places) / 10 ** places;

/** Whether product `offered` declares what product `shown` declares, or stricter. */
const meets = (offered, shown) => meetsFire(offered.fire, shown.fire) && meetsSlip(offered.slip, shown.slip) && meetsUse(offered.use, shown.use);

/**
 * `{ data, meta }` for a published surface (its row `id`) in `locale`: at most `count`
 * alternatives, the greatest saving first (then the closest colour, then by row id), each
 * its card, `deltaE`, and `carbon`: its A1–A3 per m², whether that is an EPD's, and the saving
 * in kg CO₂e/m² and per cent. `meta.carbon` is the figure compared with (null: nothing to
 * compare, so no alternatives), `meta.complete` false when the box held more candidates than
 * were read. `against` 'product' compares with the surface's product's figure rather than the
 * surface's own: for a product asked about through its first surface.
 */
async function lessCarbon(strapi, { locale, id, count = COUNT, against = 'surface' }, { source = 'memory' } = {}) {
  const empty = (carbon = null) => ({ data: [], meta: { carbon, complete: true } });
  const index = await indexFor(strapi, locale, source);
  const at = surfaceAt(index, id);
  if (!at || at.i < 0) return empty();
  const shown = { ...productAt(index, at.i), ...(against === 'surface' ? surfaceCarbon(index, id, at.i) : {}) };
  const lab = { L: index.lab[0][at.j], a: index.lab[1][at.j], b: index.lab[2][at.j] };
  const own = shown.carbon === null ? null : { a1a3: round(shown.carbon, 2), fromEpd: shown.fromEpd };
  if (!own || !shown.category || [lab.L, lab.a, lab.b].some(Number.isNaN)) return empty(own);

  const rows = inBox(index, boxOf(lab, SAME_LOOK), { category: [shown.category] }, MAX_CANDIDATES + 1);
  const complete = rows.length <= MAX_CANDIDATES;
  const found = [];
  for (const row of rows.slice(0, MAX_CANDIDATES)) {
    if (row.id === id || row.at < 0) continue;
    const offered = { ...productAt(index, row.at), ...surfaceCarbon(index, row.id, row.at) };
    if (offered.carbon === null || !(offered.carbon < shown.carbon) || !meets(offered, shown)) continue;
    const deltaE = deltaE2000(lab, row);
    if (deltaE > SAME_LOOK) continue;
    found.push({ id: row.id, deltaE, offered });
  }
  found.sort((x, y) => x.offered.carbon - y.offered.carbon || x.deltaE - y.deltaE || x.id - y.id);
  const top = found.slice(0, count);
  const byId = await cardRows(
    strapi,
    top.map((row) => row.id),
  );
  const data = top
    .filter((row) => byId.has(row.id))
    .map(({ id: rowId, deltaE, offered }) => {
      const saving = shown.carbon - offered.carbon;
      return {
        ...surfaceCard(byId.get(rowId)),
        deltaE: round(deltaE, 2),
        carbon: {
          a1a3: round(offered.carbon, 2),
          fromEpd: offered.fromEpd,
          savingKg: round(saving, 2),
          savingPercent: round((saving / shown.carbon) * 100, 1),
        },
      };
    });
  return { data, meta: { carbon: own, complete } };
}

const fail = (message) => {
  throw new errors.ValidationError(message);
};

/** The published row of `uid` with this documentId in `locale`, or a 404 named `what`. */
async function publishedRow(strapi, uid, documentId, locale, what) {
  const row = await strapi.db.query(uid).findOne({ where: { documentId, locale, publishedAt: { $notNull: true } }, select: ['id'] });
  if (!row) throw new errors.NotFoundError(`${what} not found`);
  return row;
}

/**
 * The request's `locale` and `surface` or `product` as lessCarbon() takes them: a 400 that names
 * the parameter, a 404 for an unknown one. A product is asked about through the surface its
 * page lists first (by article number), which stands for its look, and `look` names it.
 */
async function lessCarbonQuestion(strapi, query) {
  const { locale, surface, product } = query;
  if (typeof locale !== 'string' || !LOCALE.test(locale)) fail('locale is required');
  if (product === undefined) {
    if (typeof surface !== 'string' || !DOCUMENT_ID.test(surface)) fail('surface: a document id');
    const row = await publishedRow(strapi, UIDS.surface, surface, locale, 'surface');
    return { locale, id: row.id };
  }
  if (surface !== undefined) fail('surface or product, not both');
  if (typeof product !== 'string' || !DOCUMENT_ID.test(product)) fail('product: a document id');
  const row = await publishedRow(strapi, UIDS.product, product, locale, 'product');
  const first = await strapi.db.query(UIDS.surface).findOne({
    where: { product: { id: row.id }, locale, publishedAt: { $notNull: true } },
    select: ['id', 'documentId', 'name'],
    orderBy: [{ articleNumber: 'asc' }, { id: 'asc' }],
  });
  if (!first) return { locale, id: null, against: 'product', look: null };
  return { locale, id: first.id, against: 'product', look: { documentId: first.documentId, name: first.name } };
}

module.exports = { lessCarbon, lessCarbonQuestion, SAME_LOOK };
