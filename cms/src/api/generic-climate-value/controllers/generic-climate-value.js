'use strict';

const { factories } = require('@strapi/strapi');

module.exports = factories.createCoreController('api::generic-climate-value.generic-climate-value');
