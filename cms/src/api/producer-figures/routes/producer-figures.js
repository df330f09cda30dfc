'use strict';

/**
 * The figures of api/surface-week-count, which has no routes of its own: the counts are neither
 * listed nor written through the content API. The site's server token files beacons
 * (bootstrap/permissions.js); the producer role reads its own producers' figures, kept to them
 * by global::is-producer-staff, under the desk's path.
 */
module.exports = {
  routes: [
    { method: 'POST', path: '/producer-figures/count', handler: 'api::producer-figures.producer-figures.count' },
    {
      method: 'GET',
      path: '/producer-desk/figures',
      handler: 'api::producer-figures.producer-figures.figures',
      config: { policies: ['global::is-producer-staff'] },
    },
  ],
};
