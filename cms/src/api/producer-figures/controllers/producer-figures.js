'use strict';

const { errors } = require('@strapi/utils');
const { senderKey } = require('../../../lib/flood-control');
const { MAX_PAGE_SIZE, MAX_SURFACES } = require('../../surface-week-count/services/surface-week-count');

const FIGURES = 'api::producer-figures.producer-figures';

/** A whole number from `min` to `max` in the query, `fallback` when absent. */
function wholeNumber(ctx, name, { min, max, fallback }) {
  const raw = ctx.query?.[name];
  if (raw === undefined) return fallback;
  const value = typeof raw === 'string' && /^\d{1,5}$/.test(raw) ? Number(raw) : NaN;
  if (!(value >= min && value <= max)) {
    const message = `${name} must be a whole number from ${min} to ${max}`;
    throw new errors.ValidationError(message, { errors: [{ path: [name], message, name: 'ValidationError' }] });
  }
  return value;
}

/** Reads the request and answers; what a beacon may say and the figures are the service's (services/producer-figures.js). */
module.exports = ({ strapi }) => ({
  /**
   * A beacon from the site's server (its token alone may call this), with the visitor's
   * address forwarded: the address is the limiter's key in memory and goes no further.
   */
  async count(ctx) {
    await strapi.service(FIGURES).count(ctx.request.body?.data, `address ${senderKey(ctx.request.ip)}`);
    ctx.status = 204;
    return null;
  },

  /** The account's producers' figures (global::is-producer-staff put them in ctx.state), a page of surfaces at a time. */
  async figures(ctx) {
    const pageSize = wholeNumber(ctx, 'pageSize', { min: 1, max: MAX_PAGE_SIZE, fallback: 20 });
    const page = wholeNumber(ctx, 'page', { min: 1, max: Math.ceil(MAX_SURFACES / pageSize), fallback: 1 });
    const locale = ctx.query?.locale === 'en' ? 'en' : 'sv';
    const { surfaces, weeks, shownFrom, pagination } = await strapi.service(FIGURES).figures(ctx.state.producerIds, { page, pageSize, locale });
    ctx.body = { data: surfaces, meta: { weeks, shownFrom, pagination } };
  },
});
