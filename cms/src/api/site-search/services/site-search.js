'use strict';

const { siteSearch, ALL_KINDS } = require('../../../search/engine');
const { didYouMean } = require('../../../search/did-you-mean');

/**
 * The site search over the cms's full-text index (src/search/, decision 028): the hits of each
 * kind, and when a search (not suggestions) finds nothing, the spelling that would find something.
 */
module.exports = ({ strapi }) => ({
  /**
   * `{ data: { [kind]: { data: [hit], total } }, meta? }` for `text` in `locale`; `meta.didYouMean`
   * when nothing was found and a spelling would find something, `meta.filters` [{ word, filter }]
   * when an editor's synonym gave a word a filter. `names`: suggestions, matched on names alone.
   */
  async search({ text, locale, kinds, limit, counts, names }) {
    const question = { text, locale, kinds };
    const { data, filters } = await siteSearch(strapi, { ...question, limit, counts, names });
    const found = Object.values(data).some((kind) => kind.data.length > 0);
    const spelling = found || names ? null : await didYouMean(strapi, question);
    const meta = { ...(spelling && { didYouMean: spelling }), ...(filters.length > 0 && { filters }) };
    return Object.keys(meta).length > 0 ? { data, meta } : { data };
  },
});

module.exports.ALL_KINDS = ALL_KINDS;
