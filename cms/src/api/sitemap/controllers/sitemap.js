'use strict';

const { errors } = require('@strapi/utils');
const { MAX_LIMIT } = require('../services/sitemap');

const LOCALE = /^[a-z]{2,3}(?:-[A-Za-z0-9]{2,8})*$/;

function wholeNumber(value, name, min, max) {
  const n = Number(value);
  if (typeof value !== 'string' || !/^\d+$/.test(value) || n < min || n > max) {
    throw new errors.ValidationError(`${name} must be a whole number from ${min} to ${max}`);
  }
  return n;
}

/** Reads the request and answers; the queries are the service's (services/sitemap.js). */
module.exports = ({ strapi }) => ({
  /** `GET /sitemap`: `{ data: { products: { sv: 16, en: 16 }, … } }`, published rows per type and language. */
  async counts(ctx) {
    ctx.body = { data: await strapi.service('api::sitemap.sitemap').counts() };
  },

  /**
   * `GET /sitemap/:type?locale=sv&start=0&limit=5000`: published rows in id order from
   * `start`, each `{ documentId, slug?, updatedAt, localizations: [{ locale, slug? }] }`.
   */
  async entries(ctx) {
    const sitemap = strapi.service('api::sitemap.sitemap');
    const type = ctx.params.type;
    if (!sitemap.isType(type)) throw new errors.NotFoundError('No such sitemap type');
    const { locale, start = '0', limit } = ctx.query;
    if (typeof locale !== 'string' || !LOCALE.test(locale)) throw new errors.ValidationError('locale is required');
    const offset = wholeNumber(start, 'start', 0, 100_000_000);
    const count = wholeNumber(limit, 'limit', 1, MAX_LIMIT);
    ctx.body = { data: await sitemap.entries(type, { locale, offset, limit: count }) };
  },
});
