'use strict';

const { ownerOnlyRouter } = require('../../../lib/owner-only');

module.exports = ownerOnlyRouter('api::measurement.measurement');
