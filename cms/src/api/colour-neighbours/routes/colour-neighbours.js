'use strict';

// The surfaces inside an L*a*b* box (src/catalogue/colour-box.js): for the site's colour
// equivalents, its token only (bootstrap/permissions.js), as the product list.
module.exports = {
  routes: [{ method: 'GET', path: '/colour-neighbours', handler: 'api::colour-neighbours.colour-neighbours.find' }],
};
