'use strict';

/**
 * No core routes: the counts are neither listed nor written through the content API. The
 * site's server token files beacons (bootstrap/permissions.js); the producer role reads its
 * own producers' figures, kept to them by global::is-producer-staff, under the desk's path.
 */
module.exports = {
  routes: [
    { method: 'POST', path: '/surface-week-counts/count', handler: 'api::surface-week-count.surface-week-count.count' },
    {
      method: 'GET',
      path: '/producer-desk/figures',
      handler: 'api::surface-week-count.surface-week-count.figures',
      config: { policies: ['global::is-producer-staff'] },
    },
  ],
};
