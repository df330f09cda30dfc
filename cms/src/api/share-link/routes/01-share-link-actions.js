'use strict';

module.exports = {
  routes: [
    {
      method: 'POST',
      path: '/share-links/:id/revoke',
      handler: 'api::share-link.share-link.revoke',
    },
    {
      // What anyone holding the token sees (permissions.js grants it to the public role).
      method: 'GET',
      path: '/shared-projects/:token',
      handler: 'api::share-link.share-link.shared',
    },
  ],
};
