'use strict';

const { factories } = require('@strapi/strapi');

// Create-only: editors read consent records in the admin, never through the API.
module.exports = factories.createCoreRouter('api::consent-record.consent-record', { only: ['create'] });
