'use strict';

const { ownerOnlyController } = require('../../../lib/owner-only');
const { validateQuantities } = require('../services/quantities');

// A project's board holds only its owner's own materials.
module.exports = ownerOnlyController('api::project.project', {
  ownedRelations: { materials: 'api::material.material' },
  validate(data) {
    validateQuantities(data.quantities);
  },
});
