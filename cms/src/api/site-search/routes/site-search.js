'use strict';

// The site search and its suggestions through the cms's full-text index (src/search/engine.js,
// decision 028): only the site's own token may ask (bootstrap/permissions.js), as with the
// product list; the public keeps Strapi's REST filters.
module.exports = {
  routes: [{ method: 'GET', path: '/site-search', handler: 'api::site-search.site-search.find' }],
};
