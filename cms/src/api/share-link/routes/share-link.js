'use strict';

const { factories } = require('@strapi/strapi');

const signedIn = { policies: ['global::is-signed-in'] };

// A link is never edited or deleted through the API: it is created, listed and revoked.
module.exports = factories.createCoreRouter('api::share-link.share-link', {
  only: ['find', 'findOne', 'create'],
  config: { find: signedIn, findOne: signedIn, create: signedIn },
});
