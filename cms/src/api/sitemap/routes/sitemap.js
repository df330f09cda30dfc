'use strict';

// The site's sitemap index and files (app/sitemap.xml, app/sitemaps/[file]): only the site's
// own token may ask (bootstrap/permissions.js), since an answer can be thousands of rows.
module.exports = {
  routes: [
    { method: 'GET', path: '/sitemap', handler: 'api::sitemap.sitemap.counts' },
    { method: 'GET', path: '/sitemap/:type', handler: 'api::sitemap.sitemap.entries' },
  ],
};
