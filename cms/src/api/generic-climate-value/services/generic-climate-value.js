'use strict';

const { factories } = require('@strapi/strapi');

module.exports = factories.createCoreService('api::generic-climate-value.generic-climate-value');
