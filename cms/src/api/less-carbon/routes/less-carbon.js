'use strict';

// Surfaces that look the same as one surface with a lower A1–A3: for the surface page, the
// site's token only (bootstrap/permissions.js), as the colour equivalents.
module.exports = {
  routes: [{ method: 'GET', path: '/less-carbon', handler: 'api::less-carbon.less-carbon.find' }],
};
