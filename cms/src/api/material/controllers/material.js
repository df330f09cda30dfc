'use strict';

const { errors } = require('@strapi/utils');
const { ownerOnlyController } = require('../../../lib/owner-only');

module.exports = ownerOnlyController('api::material.material', {
  // A saved material is one surface or one product, not both and not neither.
  validate(data, { creating }) {
    const has = (field) => data[field] !== undefined && data[field] !== null && data[field] !== '';
    if (creating && has('surface') === has('product')) {
      throw new errors.ValidationError('A material is either a surface or a product');
    }
  },
});
