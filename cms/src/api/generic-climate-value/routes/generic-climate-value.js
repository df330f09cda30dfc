'use strict';

const { factories } = require('@strapi/strapi');

module.exports = factories.createCoreRouter('api::generic-climate-value.generic-climate-value');
