'use strict';

module.exports = {
  routes: [
    {
      method: 'POST',
      path: '/share-links/:id/revoke',
      handler: 'api::share-link.share-link.revoke',
      config: { policies: [{ name: 'global::is-owner', config: { uid: 'api::share-link.share-link' } }] },
    },
    {
      // What anyone holding the token sees (permissions.js grants it to the public role).
      method: 'GET',
      path: '/shared-projects/:token',
      handler: 'api::share-link.share-link.shared',
    },
  ],
};
