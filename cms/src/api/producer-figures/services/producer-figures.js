'use strict';

const { errors } = require('@strapi/utils');

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

/**
 * The producers' figures API over api/surface-week-count, which keeps the counts: what a
 * beacon may say, and a producer's figures a page at a time.
 */
module.exports = ({ strapi }) => ({
  /**
   * Counts a beacon's `data` ({ kind, surfaces }) for `sender`, the flood limiter's key.
   * Unknown and unpublished surfaces are ignored, so no one grows the table with made-up ids.
   */
  async count(data, sender) {
    const { kind, surfaces } = parseBeacon(data);
    await strapi.service(COUNTS).add(kind, surfaces, sender);
  },

  /** `{ surfaces, weeks, shownFrom, pagination }`: the figures of `producerIds`' surfaces, one page of them. */
  figures(producerIds, { page, pageSize, locale }) {
    return strapi.service(COUNTS).figures(producerIds, { page, pageSize, locale });
  },
});
