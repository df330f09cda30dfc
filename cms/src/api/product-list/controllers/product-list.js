'use strict';

const { errors } = require('@strapi/utils');
const { SORTS } = require('../services/product-list');
const { LOCALE, flag, optional, parseClimateFilters, parseFilters, wholeNumber } = require('../../../catalogue/filters');

const MAX_PAGE_SIZE = 100;
const MAX_PAGE = 100_000;

/** Reads the request and answers; the list is the service's (services/product-list.js). */
module.exports = ({ strapi }) => ({
  /**
   * `GET /product-list?locale=sv[&category=…][&producer=<slug>][&colour=…][&finish=…][&fire=…]
   * [&slip=…][&use=…][&placement=indoor|outdoor][&epd=true][&maxLead=][&minLrv=][&maxLrv=]
   * [&minGloss=][&maxGloss=][&maxCarbon=][&validEpd=true][&sort=name|newest|carbon][&page=][&pageSize=][&facets=true]`: `{ data:
   * [card], meta: { pagination[, facets] } }`, published products only. The lists may repeat.
   */
  async find(ctx) {
    const locale = optional(ctx.query, 'locale', (v) => LOCALE.test(v));
    if (!locale) throw new errors.ValidationError('locale is required');
    const { body, source } = await strapi.service('api::product-list.product-list').page({
      locale,
      ...parseFilters(strapi, ctx.query),
      ...parseClimateFilters(ctx.query),
      sort: optional(ctx.query, 'sort', (v) => Object.hasOwn(SORTS, v)) ?? 'name',
      page: wholeNumber(ctx.query, 'page', 1, 1, MAX_PAGE),
      pageSize: wholeNumber(ctx.query, 'pageSize', 12, 1, MAX_PAGE_SIZE),
      facets: flag(ctx.query, 'facets'),
    });
    // Which way answered: the catalogue index in memory, or SQL while it is being read.
    ctx.set('Server-Timing', `catalogue;desc="${source}"`);
    ctx.body = body;
  },
});
