'use strict';

// One page of the site's product list (lib/strapi/catalogue.ts) in two indexed statements
// (src/catalogue/product-list.js): only the site's own token may ask (bootstrap/permissions.js),
// as with the sitemap; the public keeps Strapi's REST list.
module.exports = {
  routes: [{ method: 'GET', path: '/product-list', handler: 'api::product-list.product-list.find' }],
};
