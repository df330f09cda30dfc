'use strict';

const { productList, SORTS } = require('../../../catalogue/product-list');

/**
 * One page of the product list. The queries live in src/catalogue/product-list.js, since the
 * catalogue's other APIs share its filters, tables and index (docs/architecture.md).
 */
module.exports = ({ strapi }) => ({
  /**
   * `{ body: { data: [card], meta: { pagination[, facets] } }, source }` for a parsed question
   * (locale, filters, sort, page, pageSize, facets); `source` says which way answered: the
   * catalogue index in memory, or SQL while it is being read.
   */
  page(question) {
    return productList(strapi, question);
  },
});

module.exports.SORTS = SORTS;
