'use strict';

const staff = { policies: ['global::is-producer-staff'] };
const jobOfStaff = { policies: [{ name: 'global::is-producer-staff', config: { uid: 'api::catalogue-job.catalogue-job' } }] };
const lineOfStaff = { policies: [{ name: 'global::is-producer-staff', config: { uid: 'api::sample-order-line.sample-order-line' } }] };

/**
 * The producers' desk: for the producer role alone (bootstrap/permissions.js), and within it
 * for the producers an editor linked to the account, whatever ids the request sends.
 */
module.exports = {
  routes: [
    { method: 'GET', path: '/producer-desk/overview', handler: 'api::producer-desk.producer-desk.overview', config: staff },
    { method: 'GET', path: '/producer-desk/producers', handler: 'api::producer-desk.producer-desk.producers', config: staff },
    { method: 'GET', path: '/producer-desk/lines', handler: 'api::producer-desk.producer-desk.lines', config: staff },
    { method: 'PUT', path: '/producer-desk/lines/:id', handler: 'api::producer-desk.producer-desk.updateLine', config: lineOfStaff },
    { method: 'POST', path: '/producer-desk/epds', handler: 'api::producer-desk.producer-desk.importEpds', config: staff },
    { method: 'GET', path: '/producer-desk/epds/expiring', handler: 'api::producer-desk.producer-desk.expiringEpds', config: staff },
    { method: 'GET', path: '/producer-desk/products', handler: 'api::producer-desk.producer-desk.products', config: staff },
    { method: 'GET', path: '/producer-desk/catalogue', handler: 'api::producer-desk.producer-desk.catalogue', config: staff },
    { method: 'POST', path: '/producer-desk/catalogue/jobs', handler: 'api::producer-desk.producer-desk.startCatalogueJob', config: staff },
    {
      method: 'POST',
      path: '/producer-desk/catalogue/jobs/:id/records',
      handler: 'api::producer-desk.producer-desk.appendCatalogueRecords',
      config: jobOfStaff,
    },
    { method: 'GET', path: '/producer-desk/catalogue/jobs/:id', handler: 'api::producer-desk.producer-desk.catalogueJob', config: jobOfStaff },
    { method: 'POST', path: '/producer-desk/catalogue/jobs/:id/apply', handler: 'api::producer-desk.producer-desk.applyCatalogueJob', config: jobOfStaff },
  ],
};
