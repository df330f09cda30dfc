'use strict';

/**
 * The first administrator comes from the environment (ADMIN_EMAIL, ADMIN_PASSWORD), created
 * at boot before the server listens, so `POST /admin/register-admin` is never open: Strapi
 * refuses it once an administrator exists. With an administrator in the database the two
 * variables are not used (changing them later changes no password); without one and
 * without them the cms refuses to start. Their format is checked in scripts/env.js.
 */
async function ensureFirstAdmin(strapi, env = process.env) {
  const users = strapi.service('admin::user');
  if (await users.exists()) return;

  const email = (env.ADMIN_EMAIL || '').trim().toLowerCase();
  const password = env.ADMIN_PASSWORD || '';
  if (!email || !password) {
    console.error(
      'cms: the database has no administrator yet: set ADMIN_EMAIL and ADMIN_PASSWORD (see cms/.env.example); the first administrator is created from them at boot',
    );
    process.exit(1);
  }
  // Strapi's own path for the first admin: the super-admin role, active, no invitation.
  await users.createFirstAdmin({ email, password, firstname: 'Admin', lastname: null });
  strapi.log.info(`Created the first administrator ${email} from ADMIN_EMAIL and ADMIN_PASSWORD`);
}

module.exports = { ensureFirstAdmin };
