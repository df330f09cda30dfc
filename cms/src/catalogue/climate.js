'use strict';

const { perSquareMetre } = require('@ytbanken/domain/climate/per-square-metre');
const { CARBON_STEPS } = require('@ytbanken/domain/climate/carbon-steps');
const { climateSource, epdConversion, hasExpired } = require('@ytbanken/domain/climate/figures');
const { UIDS } = require('./tables');

/*
 * What the product list filters and sorts by climate: each published product's A1–A3 in
 * kg CO₂e per m² (its own EPD through the site's one conversion module, else its category's
 * generic value at its conservative level, per kg through the category's grammage or density
 * and the product's thickness) and whether its EPD is valid. Read in one pass for a locale,
 * by the catalogue index (from memory) and by the SQL list when a climate filter, the climate
 * sort or the facets ask for it.
 */

const number = (value) => (value === null || value === undefined ? null : Number(value));

/** Today as an ISO date: an EPD valid until today is still valid. */
const today = () => new Date().toISOString().slice(0, 10);

const DECLARATION = ['declaredUnit', 'grammage', 'thickness', 'density', 'areaPerPiece', 'gwpA1A3', 'validUntil'];

/** An EPD's A1–A3 per m², the product's thickness standing in where the EPD gives none; null where it does not convert. */
const epdCarbon = (epd, productThickness) => perSquareMetre(number(epd.gwpA1A3), epdConversion(epd, productThickness));

/**
 * `Map(product id → { carbon, fromEpd, validEpd })` for the locale's published products:
 * `carbon` the A1–A3 per m² or null where neither an EPD nor a generic value gives one (or it
 * does not convert to m²), `fromEpd` whether the figure is the product's own EPD's (else
 * generic), `validEpd` whether the product's own EPD has not expired on `day`.
 */
async function productClimate(strapi, locale, day = today()) {
  const [products, generic] = await Promise.all([
    strapi.db.query(UIDS.product).findMany({
      where: { locale, publishedAt: { $notNull: true } },
      select: ['id', 'category', 'thickness'],
      populate: { declaration: { select: DECLARATION } },
    }),
    strapi.db.query('api::generic-climate-value.generic-climate-value').findMany({ select: ['category', 'grammage', 'density', 'gwpA1A3Conservative'] }),
  ]);
  const genericOf = new Map(generic.map((row) => [row.category, row]));
  const climate = new Map();
  for (const product of products) {
    const epd = product.declaration;
    const source = climateSource({ declaration: epd, generic: genericOf.get(product.category), thickness: number(product.thickness) });
    const perUnit = source?.kind === 'epd' ? epd.gwpA1A3 : source?.generic.gwpA1A3Conservative;
    const carbon = source ? perSquareMetre(number(perUnit), source.conversion) : null;
    const validEpd = Boolean(epd) && !hasExpired(epd.validUntil, day);
    climate.set(product.id, { carbon, fromEpd: Boolean(epd), validEpd });
  }
  return climate;
}

/**
 * `Map(surface id → A1–A3 per m² or null)` for the locale's published surfaces that have an
 * EPD of their own (where a colour or finish differs from its product's figures), which
 * takes the place of their product's wherever a surface's figure is compared. Only those
 * surfaces are read: a catalogue holds few.
 */
async function surfaceClimate(strapi, locale) {
  const surfaces = await strapi.db.query(UIDS.surface).findMany({
    where: { locale, publishedAt: { $notNull: true }, declaration: { id: { $notNull: true } } },
    select: ['id'],
    populate: { declaration: { select: DECLARATION }, product: { select: ['thickness'] } },
  });
  return new Map(surfaces.filter((s) => s.declaration).map((s) => [s.id, epdCarbon(s.declaration, number(s.product?.thickness))]));
}

/** Whether a product's climate passes the climate filters, `except` one left out. */
function climatePasses({ carbon, validEpd }, filters, except) {
  if (except !== 'maxCarbon' && filters.maxCarbon !== undefined && filters.maxCarbon !== null && !(carbon !== null && carbon <= filters.maxCarbon))
    return false;
  if (except !== 'validEpd' && filters.validEpd && !validEpd) return false;
  return true;
}

/** Lowest A1–A3 per m² first, products without a figure last; otherwise the given order. */
const byCarbon = (carbonOf) => (x, y) => {
  const [a, b] = [carbonOf(x), carbonOf(y)];
  if (a === null || b === null) return (a === null) - (b === null);
  return a - b;
};

/** The facet's counts: per step, the products at or under it. */
const carbonCounts = (figures) => Object.fromEntries(CARBON_STEPS.map((step) => [String(step), figures.filter((c) => c !== null && c <= step).length]));

module.exports = { CARBON_STEPS, productClimate, surfaceClimate, climatePasses, byCarbon, carbonCounts, today };
