'use strict';

const { checkUseClass } = require('../../../../catalogue/properties');

// Keeps searchText current on every row written (src/search/text.js), and turns away a use
// class EN ISO 10874 does not have (src/catalogue/properties.js).
const search = require('../../../../search/text').lifecycles('api::product.product');

module.exports = {
  ...search,
  beforeCreate(event) {
    checkUseClass(event);
    search.beforeCreate(event);
  },
  async beforeUpdate(event) {
    checkUseClass(event);
    await search.beforeUpdate(event);
  },
};
