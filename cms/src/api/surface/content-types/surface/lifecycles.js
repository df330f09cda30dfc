'use strict';

const { colourFamily } = require('../../../../catalogue/colour-family');
const search = require('../../../../search/text').lifecycles('api::surface.surface');

/*
 * Database lifecycles rather than a document-service middleware: every row Strapi 5 writes
 * for a surface (draft, published copy, the other locale's copy of the non-localized
 * fields) passes through here with its hex, so the family can never disagree with the
 * colour. A family sent without a hex is dropped: nobody sets it by hand.
 * searchText is kept the same way (src/search/text.js).
 */
function deriveColourFamily(event) {
  const { data } = event.params;
  if (!data) return;
  if (data.hex === undefined) delete data.colourFamily;
  else data.colourFamily = colourFamily(data.hex);
}

module.exports = {
  // The search index's after-write hooks, and searchText's beforeUpdateMany/afterUpdateMany, as they are.
  ...search,
  beforeCreate(event) {
    deriveColourFamily(event);
    search.beforeCreate(event);
  },
  async beforeUpdate(event) {
    deriveColourFamily(event);
    await search.beforeUpdate(event);
  },
};
