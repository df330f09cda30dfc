'use strict';

const { ownerOnlyRouter } = require('../../../lib/owner-only');

module.exports = ownerOnlyRouter('api::project.project');
