'use strict';

const { factories } = require('@strapi/strapi');

// Create-only: messages are read by editors in the admin, never through the API.
module.exports = factories.createCoreRouter('api::contact-message.contact-message', {
  only: ['create'],
});
