'use strict';

module.exports = {
  routes: [
    {
      // The site's server follows a confirmation link with its own token (bootstrap/permissions.js).
      method: 'POST',
      path: '/sample-orders/confirm',
      handler: 'api::sample-order.sample-order.confirm',
    },
  ],
};
