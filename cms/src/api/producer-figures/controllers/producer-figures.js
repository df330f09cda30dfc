'use strict';

const { errors } = require('@strapi/utils');
const { senderKey } = require('../../../lib/flood-control');
const { MAX_PAGE_SIZE, MAX_SURFACES } = require('../../surface-week-count/services/surface-week-count');

const COUNTS = 'api::surface-week-count.surface-week-count';
/** What the site's beacons count; saves and sample orders are counted where the cms makes them. */
const BEACON_KINDS = ['view', 'compare'];
/** A comparison holds at most four surfaces (the site's compare tray); a page view one. */
const MAX_BEACON_SURFACES = 4;
const DOCUMENT_ID = /^[a-z0-9]{1,64}$/;

function refuse(message, path) {
  throw new errors.ValidationError(message, { errors: [{ path: [path], message, name: 'ValidationError' }] });
}

/** { kind, surfaces }, checked here whatever the site checked. */
function parseBeacon(data) {
  if (!data || typeof data !== 'object' || Array.isArray(data)) refuse('Missing "data" payload in the request body', 'data');
  const extra = Object.keys(data).filter((key) => key !== 'kind' && key !== 'surfaces');
  if (extra.length > 0) refuse(`Unknown fields: ${extra.join(', ')}`, extra[0]);
  if (!BEACON_KINDS.includes(data.kind)) refuse(`kind must be one of ${BEACON_KINDS.join(', ')}`, 'kind');
  const { surfaces } = data;
  const ok =
    Array.isArray(surfaces) &&
    surfaces.length >= 1 &&
    surfaces.length <= MAX_BEACON_SURFACES &&
    surfaces.every((id) => typeof id === 'string' && DOCUMENT_ID.test(id));
  if (!ok) refuse(`surfaces must be 1 to ${MAX_BEACON_SURFACES} documentIds`, 'surfaces');
  return { kind: data.kind, surfaces };
}

/** A whole number from `min` to `max` in the query, `fallback` when absent. */
function wholeNumber(ctx, name, { min, max, fallback }) {
  const raw = ctx.query?.[name];
  if (raw === undefined) return fallback;
  const value = typeof raw === 'string' && /^\d{1,5}$/.test(raw) ? Number(raw) : NaN;
  if (!(value >= min && value <= max)) refuse(`${name} must be a whole number from ${min} to ${max}`, name);
  return value;
}

module.exports = ({ strapi }) => ({
  /**
   * A beacon from the site's server (its token alone may call this), with the visitor's
   * address forwarded: the address is the limiter's key in memory and goes no further.
   * Unknown and unpublished surfaces are ignored, so no one grows the table with made-up ids.
   */
  async count(ctx) {
    const { kind, surfaces } = parseBeacon(ctx.request.body?.data);
    await strapi.service(COUNTS).add(kind, surfaces, `address ${senderKey(ctx.request.ip)}`);
    ctx.status = 204;
    return null;
  },

  /** The account's producers' figures (global::is-producer-staff put them in ctx.state), a page of surfaces at a time. */
  async figures(ctx) {
    const pageSize = wholeNumber(ctx, 'pageSize', { min: 1, max: MAX_PAGE_SIZE, fallback: 20 });
    const page = wholeNumber(ctx, 'page', { min: 1, max: Math.ceil(MAX_SURFACES / pageSize), fallback: 1 });
    const locale = ctx.query?.locale === 'en' ? 'en' : 'sv';
    const { surfaces, weeks, shownFrom, pagination } = await strapi.service(COUNTS).figures(ctx.state.producerIds, { page, pageSize, locale });
    ctx.body = { data: surfaces, meta: { weeks, shownFrom, pagination } };
  },
});
