'use strict';

const { PRODUCER_ROLE } = require('../extensions/users-permissions/producer-staff');

/**
 * What the site's server reads with its own token: published catalogue content, pages and the
 * site's single types. No browser talks to the content API (every page and route handler goes
 * through the site's server), so the public role is given none of it.
 */
const CATALOGUE_READ = [
  'api::producer.producer.find',
  'api::producer.producer.findOne',
  'api::product.product.find',
  'api::product.product.findOne',
  'api::surface.surface.find',
  'api::surface.surface.findOne',
  'api::page.page.find',
  'api::page.page.findOne',
  'api::home.home.find',
  'api::global.global.find',
  'api::epd.epd.find',
  'api::epd.epd.findOne',
  'api::generic-climate-value.generic-climate-value.find',
];

/** A shared project, for anyone holding its link's token: the site's /shared/{token} asks with its own token. */
const SHARED_READ = ['api::share-link.share-link.shared'];

/**
 * A user's own records carry their surface, product and producer, and Strapi's output
 * sanitizer drops a populated relation whose type the role may not `find`: the same permission
 * opens the types' list routes to every user, so global::bounded-queries keeps what a user may
 * populate there to a to-many relation at the top. The site itself never lists the catalogue
 * with a user's token.
 */
const RELATED_READ = ['api::producer.producer.find', 'api::product.product.find', 'api::surface.surface.find'];

/**
 * The users-permissions plugin's account actions a visitor needs before signing in: sign-up,
 * sign-in (also through a provider: connect and callback), a reset link, a confirmation mail
 * and its link, and a new access token for a refresh token. The plugin's own defaults for the
 * public role, and nothing else of any plugin: not the media library's files, the languages,
 * the users or the roles.
 */
const ACCOUNT_PUBLIC = ['callback', 'connect', 'register', 'forgotPassword', 'resetPassword', 'emailConfirmation', 'sendEmailConfirmation', 'refresh'].map(
  (action) => `plugin::users-permissions.auth.${action}`,
);

/** A signed-in account's own: itself, a new password, signing out, its sessions. The plugin's defaults for the authenticated role. */
const ACCOUNT_SIGNED_IN = [
  'plugin::users-permissions.user.me',
  ...['changePassword', 'logout', 'getSessions', 'revokeSession'].map((action) => `plugin::users-permissions.auth.${action}`),
];

/** The site's server token reads what the public reads, the sitemap's slices, the product list's pages and the site search, and may file contact messages, consent records and visitors' sample orders, and confirm those. */
const SITE_TOKEN_PERMISSIONS = [
  ...CATALOGUE_READ,
  ...SHARED_READ,
  'api::contact-message.contact-message.create',
  'api::consent-record.consent-record.create',
  'api::sample-order.sample-order.create',
  // Following a sample order's confirmation link (the token in the body is the proof).
  'api::sample-order.sample-order.confirm',
  // The sitemap's counts and slices (api/sitemap): published addresses only, but thousands a
  // question, so for the site's server alone.
  'api::sitemap.sitemap.counts',
  'api::sitemap.sitemap.entries',
  // A page of the product list in indexed statements (api/product-list); the public keeps the REST list.
  'api::product-list.product-list.find',
  // The site search and its suggestions through the full-text index (api/site-search).
  'api::site-search.site-search.find',
  // Colour equivalents: the surfaces inside an L*a*b* box (api/colour-neighbours).
  'api::colour-neighbours.colour-neighbours.find',
  // The same look with less carbon around a surface (api/less-carbon).
  'api::less-carbon.less-carbon.find',
  // The surface pages' and comparisons' beacons, with the visitor's address for the limit (api/producer-figures).
  'api::producer-figures.producer-figures.count',
];

/**
 * Makes a users-permissions role's permissions exactly `actions`, the content API's and the
 * plugins' (adds what is missing, removes what is not listed), so a restart repairs
 * permissions someone clicked away, or clicked open, in the admin.
 */
async function syncRolePermissions(strapi, roleType, actions) {
  const role = await strapi.db.query('plugin::users-permissions.role').findOne({ where: { type: roleType } });
  if (!role) throw new Error(`users-permissions role "${roleType}" does not exist`);

  const query = strapi.db.query('plugin::users-permissions.permission');
  const current = await query.findMany({ where: { role: role.id } });
  for (const permission of current) {
    if (!actions.includes(permission.action)) await query.delete({ where: { id: permission.id } });
  }
  for (const action of actions) {
    if (!current.some((p) => p.action === action)) {
      await query.create({ data: { action, role: role.id } });
    }
  }
}

/** Signed-in users manage their own records; the controllers keep them to their own. */
const OWNER_ONLY = ['material', 'project', 'measurement'].flatMap((type) =>
  ['find', 'findOne', 'create', 'update', 'delete'].map((action) => `api::${type}.${type}.${action}`),
);

/** Share links are created, listed and revoked, never edited; the controller keeps each user to their own. */
const OWN_SHARE_LINKS = ['find', 'findOne', 'create', 'revoke'].map((action) => `api::share-link.share-link.${action}`);

/** Signed-in users place orders of their own and list them; the controller keeps them to their own. */
const OWN_SAMPLE_ORDERS = ['find', 'findOne', 'create'].map((action) => `api::sample-order.sample-order.${action}`);

/** The producers' desk (api/producer-desk): the producer role alone, each answer kept to the account's producers by global::is-producer-staff. */
const PRODUCER_DESK = [
  'overview',
  'producers',
  'lines',
  'updateLine',
  'importEpds',
  'expiringEpds',
  'products',
  'catalogue',
  'startCatalogueJob',
  'appendCatalogueRecords',
  'catalogueJob',
  'applyCatalogueJob',
].map((action) => `api::producer-desk.producer-desk.${action}`);

/** What architects look at (api/producer-figures): the producer role reads its own producers' figures. */
const PRODUCER_FIGURES = ['api::producer-figures.producer-figures.figures'];

/**
 * The producer role (extensions/users-permissions/producer-staff.js), made when missing: an
 * ordinary account (the authenticated role's account actions) that also has the desk.
 */
async function ensureProducerRole(strapi, actions) {
  const roles = strapi.db.query('plugin::users-permissions.role');
  if (!(await roles.findOne({ where: { type: PRODUCER_ROLE.type } }))) await roles.create({ data: PRODUCER_ROLE });
  await syncRolePermissions(strapi, PRODUCER_ROLE.type, actions);
}

async function ensurePermissions(strapi) {
  const signedIn = [...ACCOUNT_SIGNED_IN, ...RELATED_READ, ...OWNER_ONLY, ...OWN_SHARE_LINKS, ...OWN_SAMPLE_ORDERS];
  await syncRolePermissions(strapi, 'public', ACCOUNT_PUBLIC);
  await syncRolePermissions(strapi, 'authenticated', signedIn);
  await ensureProducerRole(strapi, [...signedIn, ...PRODUCER_DESK, ...PRODUCER_FIGURES]);
}

module.exports = {
  ensurePermissions,
  ACCOUNT_PUBLIC,
  ACCOUNT_SIGNED_IN,
  PRODUCER_DESK,
  PRODUCER_FIGURES,
  CATALOGUE_READ,
  RELATED_READ,
  SHARED_READ,
  OWNER_ONLY,
  OWN_SHARE_LINKS,
  OWN_SAMPLE_ORDERS,
  SITE_TOKEN_PERMISSIONS,
};
