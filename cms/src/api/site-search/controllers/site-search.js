'use strict';

const { errors } = require('@strapi/utils');
const { ALL_KINDS } = require('../services/site-search');

const LOCALE = /^[a-z]{2,3}(?:-[A-Za-z0-9]{2,8})*$/;
const MAX_TEXT = 100;
const MAX_LIMIT = 50;

/** Reads the request and answers; the search is the service's (services/site-search.js). */
module.exports = ({ strapi }) => ({
  /**
   * `GET /site-search?locale=sv&q=<words>[&kinds=product,surface,producer,page][&limit=20][&counts=false][&match=names]`:
   * `{ data: { [kind]: { data: [hit], total } } }`, published rows only, best first; when a
   * search (not suggestions) finds nothing, `meta.didYouMean` when a spelling would find something;
   * `meta.filters` [{ word, filter }] when an editor's synonym gave a word a filter ("badrum": slip class R10 or higher).
   */
  async find(ctx) {
    const { locale, q, kinds, limit, counts, match } = ctx.query;
    if (typeof locale !== 'string' || !LOCALE.test(locale)) throw new errors.ValidationError('locale is required');
    if (typeof q !== 'string' || q.trim() === '' || q.length > MAX_TEXT) throw new errors.ValidationError(`q is required, at most ${MAX_TEXT} characters`);
    const asked = kinds === undefined ? ALL_KINDS : typeof kinds === 'string' ? kinds.split(',') : null;
    if (!asked || asked.length === 0 || asked.some((kind) => !ALL_KINDS.includes(kind)))
      throw new errors.ValidationError(`kinds: some of ${ALL_KINDS.join(', ')}`);
    if (limit !== undefined && !(typeof limit === 'string' && /^\d+$/.test(limit) && Number(limit) >= 1 && Number(limit) <= MAX_LIMIT)) {
      throw new errors.ValidationError(`limit: 1 to ${MAX_LIMIT}`);
    }
    if (counts !== undefined && counts !== 'true' && counts !== 'false') throw new errors.ValidationError('counts: true or false');
    if (match !== undefined && match !== 'names' && match !== 'all') throw new errors.ValidationError('match: names or all');
    ctx.body = await strapi.service('api::site-search.site-search').search({
      text: q,
      locale,
      kinds: [...new Set(asked)],
      limit: limit ? Number(limit) : 20,
      counts: counts !== 'false',
      names: match === 'names',
    });
  },
});
