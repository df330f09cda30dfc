'use strict';

const { ensureAccounts } = require('./bootstrap/accounts');
const { ensureFirstAdmin } = require('./bootstrap/first-admin');
const { ensureLocales } = require('./bootstrap/locales');
const { ensurePermissions } = require('./bootstrap/permissions');
const { ensureSiteToken } = require('./bootstrap/site-token');
const { ensureRevalidateWebhook } = require('./bootstrap/revalidate-webhook');
const { allowRecentRotationReuse } = require('./bootstrap/refresh-grace');
const { ensureSessionIndex } = require('./bootstrap/session-index');
const { ensureListIndexes } = require('./bootstrap/list-indexes');
const { ensureSurfaceWeekCountIndexes } = require('./bootstrap/surface-week-counts');
const { registerStandinProvider } = require('./bootstrap/standin-provider');
const { ensureColourFamilies } = require('./bootstrap/colour-families');
const { ensureSearchText } = require('./bootstrap/search-text');
const { catchUpSearchIndex } = require('./bootstrap/search-index');
const { catchUpOrderLines } = require('./bootstrap/order-lines');
const { ensureCatalogueState, watchCatalogue, catalogueChanged } = require('./catalogue/changes');
const { listColumnsInAdmin, lockFieldInAdmin } = require('./bootstrap/admin-fields');
const { mailNewContactMessages } = require('./api/contact-message/services/notify');
const { mailNewSampleOrders } = require('./api/sample-order/services/notify');
const { countSavesAndOrders } = require('./api/surface-week-count/services/counted-actions');
const { draftsForTokensOnly } = require('./middlewares/documents/drafts-for-tokens-only');
const { userDocuments } = require('./extensions/users-permissions/user-documents');
const { seed, isEmpty } = require('./seed');
const { ensureStarterSynonyms } = require('./seed/synonyms');

module.exports = {
  register({ strapi }) {
    strapi.documents.use(mailNewContactMessages(strapi));
    strapi.documents.use(mailNewSampleOrders(strapi));
    strapi.documents.use(draftsForTokensOnly(strapi));
    strapi.documents.use(userDocuments(strapi));
    strapi.documents.use(countSavesAndOrders(strapi));
  },

  /** Everything the site relies on is set in code at every boot, never by clicking in the admin. */
  async bootstrap({ strapi }) {
    await ensureFirstAdmin(strapi);
    await ensureLocales(strapi);
    await ensurePermissions(strapi);
    await ensureSiteToken(strapi);
    await ensureAccounts(strapi);
    await ensureRevalidateWebhook(strapi);
    allowRecentRotationReuse(strapi);
    await ensureSessionIndex(strapi);
    await ensureListIndexes(strapi);
    await ensureSurfaceWeekCountIndexes(strapi);
    await ensureCatalogueState(strapi);
    watchCatalogue(strapi);
    await catchUpSearchIndex(strapi);
    await ensureStarterSynonyms(strapi);
    registerStandinProvider(strapi);
    await ensureColourFamilies(strapi);
    await ensureSearchText(strapi);
    // The catch-ups above write past the lifecycles, and a script's may change what a running
    // cms has indexed (src/catalogue/changes.js).
    await catalogueChanged(strapi);
    await catchUpOrderLines(strapi);
    await listColumnsInAdmin(strapi, 'api::sample-order.sample-order', ['id', 'name', 'email', 'status', 'createdAt']);
    await lockFieldInAdmin(strapi, 'api::epd-upload.epd-upload', 'outcome', 'Written by the cms when it imports the files on saving');
    if (process.env.SEED_ON_EMPTY !== 'false' && (await isEmpty(strapi))) {
      strapi.log.info('Empty database: loading the demo content');
      await seed(strapi);
    }
  },
};
