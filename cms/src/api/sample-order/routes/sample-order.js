'use strict';

const { factories } = require('@strapi/strapi');

const signedIn = { policies: ['global::is-signed-in'] };

// Orders are placed and listed, never changed through the API: editors set the status in the admin.
// Anyone may place one; only a signed-in user lists and reads, and only their own.
module.exports = factories.createCoreRouter('api::sample-order.sample-order', {
  only: ['find', 'findOne', 'create'],
  config: { find: signedIn, findOne: signedIn },
});
