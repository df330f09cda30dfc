'use strict';

// Keeps searchText current on every row written (src/search/text.js).
module.exports = require('../../../../search/text').lifecycles('api::producer.producer');
