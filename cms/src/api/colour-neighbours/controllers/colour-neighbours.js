'use strict';

const { errors } = require('@strapi/utils');
const { colourNeighbours, surfaceColour } = require('../../../catalogue/colour-neighbours');
const { parseFilters } = require('../../../catalogue/filters');

const LOCALE = /^[a-z]{2,3}(?:-[A-Za-z0-9]{2,8})*$/;
const DOCUMENT_ID = /^[a-z0-9]{24}$/;
const LIMITS = ['1', '2', '5'];
const MAX_COUNT = 50;

/** One number query parameter within [min, max]. */
function number(ctx, name, min, max) {
  const value = ctx.query[name];
  if (typeof value !== 'string' || !/^-?\d+(?:\.\d+)?$/.test(value) || Number(value) < min || Number(value) > max) {
    throw new errors.ValidationError(`${name}: a number from ${min} to ${max}`);
  }
  return Number(value);
}

module.exports = ({ strapi }) => ({
  /**
   * `GET /colour-neighbours?locale=sv&(surface=<documentId>|L=&a=&b=)[&maxDeltaE=1|2|5][&count=]`
   * and any of the product list's filters (src/catalogue/filters.js): `{ data: [surface with
   * deltaE], meta: { complete } }`, closest first. Around a surface: other producers' surfaces
   * only. 404 for a surface that is not published in that locale.
   */
  async find(ctx) {
    const { locale, surface, maxDeltaE = '5' } = ctx.query;
    if (typeof locale !== 'string' || !LOCALE.test(locale)) throw new errors.ValidationError('locale is required');
    if (typeof maxDeltaE !== 'string' || !LIMITS.includes(maxDeltaE)) throw new errors.ValidationError(`maxDeltaE: one of ${LIMITS.join(', ')}`);
    const count = ctx.query.count === undefined ? 6 : number(ctx, 'count', 1, MAX_COUNT);
    let around;
    if (surface !== undefined) {
      if (typeof surface !== 'string' || !DOCUMENT_ID.test(surface)) throw new errors.ValidationError('surface: a document id');
      around = await surfaceColour(strapi, surface, locale);
      if (!around) throw new errors.NotFoundError('surface not found');
      if (!around.lab) {
        ctx.body = { data: [], meta: { complete: true } };
        return;
      }
    } else {
      around = { lab: { L: number(ctx, 'L', 0, 100), a: number(ctx, 'a', -128, 128), b: number(ctx, 'b', -128, 128) } };
    }
    ctx.body = await colourNeighbours(strapi, {
      locale,
      lab: around.lab,
      maxDeltaE: Number(maxDeltaE),
      count,
      exceptSurface: around.id,
      exceptProducer: around.producer,
      filters: parseFilters(strapi, ctx.query),
    });
  },
});
