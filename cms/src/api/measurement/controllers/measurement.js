'use strict';

const { errors } = require('@strapi/utils');
const { ownerOnlyController } = require('../../../lib/owner-only');

module.exports = ownerOnlyController('api::measurement.measurement', {
  ownedRelations: { project: 'api::project.project' },
  validate(data, { creating }) {
    if (creating && !data.surface) throw new errors.ValidationError('A measurement is of a surface');
    // A little slack for clocks that disagree by a minute.
    if (data.measuredAt && new Date(data.measuredAt).getTime() > Date.now() + 60_000) {
      throw new errors.ValidationError('measuredAt cannot be in the future');
    }
  },
});
