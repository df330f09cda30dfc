'use strict';

const { factories } = require('@strapi/strapi');

// Orders are placed and listed, never changed through the API: editors set the status in the admin.
module.exports = factories.createCoreRouter('api::sample-order.sample-order', {
  only: ['find', 'findOne', 'create'],
});
