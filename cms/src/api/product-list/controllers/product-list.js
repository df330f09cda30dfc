'use strict';

const { errors } = require('@strapi/utils');
const { productList, SORTS } = require('../../../catalogue/product-list');

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

function wholeNumber(ctx, name, fallback, max) {
  const value = optional(ctx, name, (v) => /^\d+$/.test(v) && Number(v) >= 1 && Number(v) <= max);
  return value === undefined ? fallback : Number(value);
}

module.exports = ({ strapi }) => ({
  /**
   * `GET /product-list?locale=sv[&category=][&producer=<slug>][&colour=][&sort=name|newest][&page=][&pageSize=]`:
   * `{ data: [card], meta: { pagination } }`, published products only.
   */
  async find(ctx) {
    const enumOf = (uid, attribute) => strapi.contentType(uid).attributes[attribute].enum;
    const locale = optional(ctx, 'locale', (v) => LOCALE.test(v));
    if (!locale) throw new errors.ValidationError('locale is required');
    ctx.body = await productList(strapi, {
      locale,
      category: optional(ctx, 'category', (v) => enumOf('api::product.product', 'category').includes(v)),
      producer: optional(ctx, 'producer', (v) => v.length <= 160 && SLUG.test(v)),
      colour: optional(ctx, 'colour', (v) => enumOf('api::surface.surface', 'colourFamily').includes(v)),
      sort: optional(ctx, 'sort', (v) => Object.hasOwn(SORTS, v)) ?? 'name',
      page: wholeNumber(ctx, 'page', 1, MAX_PAGE),
      pageSize: wholeNumber(ctx, 'pageSize', 12, MAX_PAGE_SIZE),
    });
  },
});
