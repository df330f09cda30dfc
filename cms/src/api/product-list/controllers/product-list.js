'use strict';

const { errors } = require('@strapi/utils');
const { productList, PLACEMENTS, SORTS } = require('../../../catalogue/product-list');
const { USE_CLASSES } = require('../../../catalogue/properties');

const LOCALE = /^[a-z]{2,3}(?:-[A-Za-z0-9]{2,8})*$/;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const MAX_PAGE_SIZE = 100;
const MAX_PAGE = 100_000;

/** An optional query parameter: absent, or one string that `valid` accepts. */
function optional(ctx, name, valid) {
  const value = ctx.query[name];
  if (value === undefined || value === '') return undefined;
  if (typeof value !== 'string' || !valid(value)) throw new errors.ValidationError(`${name} is not valid`);
  return value;
}

/** A parameter that may repeat (`fire=A1&fire=A1fl`): each value one of `allowed`, no repeats. */
function list(ctx, name, allowed) {
  const value = ctx.query[name];
  if (value === undefined || value === '') return undefined;
  const values = [value].flat();
  if (values.length > allowed.length || !values.every((v) => typeof v === 'string' && allowed.includes(v))) {
    throw new errors.ValidationError(`${name} is not valid`);
  }
  return [...new Set(values)];
}

function wholeNumber(ctx, name, fallback, min, max) {
  const value = optional(ctx, name, (v) => /^\d+$/.test(v) && Number(v) >= min && Number(v) <= max);
  return value === undefined ? fallback : Number(value);
}

module.exports = ({ strapi }) => ({
  /**
   * `GET /product-list?locale=sv[&category=…][&producer=<slug>][&colour=…][&finish=…][&fire=…]
   * [&slip=…][&use=…][&placement=indoor|outdoor][&epd=true][&maxLead=][&minLrv=][&maxLrv=]
   * [&minGloss=][&maxGloss=][&sort=name|newest][&page=][&pageSize=][&facets=true]`: `{ data:
   * [card], meta: { pagination[, facets] } }`, published products only. The lists may repeat.
   */
  async find(ctx) {
    const enumOf = (uid, attribute) => strapi.contentType(uid).attributes[attribute].enum;
    const locale = optional(ctx, 'locale', (v) => LOCALE.test(v));
    if (!locale) throw new errors.ValidationError('locale is required');
    const flag = (name) => optional(ctx, name, (v) => v === 'true' || v === 'false') === 'true';
    ctx.body = await productList(strapi, {
      locale,
      category: list(ctx, 'category', enumOf('api::product.product', 'category')),
      producer: optional(ctx, 'producer', (v) => v.length <= 160 && SLUG.test(v)),
      colour: list(ctx, 'colour', enumOf('api::surface.surface', 'colourFamily')),
      finish: list(ctx, 'finish', enumOf('api::surface.surface', 'finish')),
      fire: list(ctx, 'fire', enumOf('api::product.product', 'fireClass')),
      slip: list(ctx, 'slip', enumOf('api::product.product', 'slipResistance')),
      use: list(ctx, 'use', USE_CLASSES.map(String))?.map(Number),
      placement: list(ctx, 'placement', Object.keys(PLACEMENTS)),
      epd: flag('epd'),
      maxLead: wholeNumber(ctx, 'maxLead', undefined, 0, 365),
      minLrv: wholeNumber(ctx, 'minLrv', undefined, 0, 100),
      maxLrv: wholeNumber(ctx, 'maxLrv', undefined, 0, 100),
      minGloss: wholeNumber(ctx, 'minGloss', undefined, 0, 100),
      maxGloss: wholeNumber(ctx, 'maxGloss', undefined, 0, 100),
      sort: optional(ctx, 'sort', (v) => Object.hasOwn(SORTS, v)) ?? 'name',
      page: wholeNumber(ctx, 'page', 1, 1, MAX_PAGE),
      pageSize: wholeNumber(ctx, 'pageSize', 12, 1, MAX_PAGE_SIZE),
      facets: flag('facets'),
    });
  },
});
