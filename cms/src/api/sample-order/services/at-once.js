'use strict';

/**
 * Whether an order may go out at once: placed with the token of a signed-in user whose
 * address is confirmed, to that same address. Judged from the user the users-permissions
 * strategy found for the token, never from anything in the request body.
 *
 * `confirmed` means something only while the plugin confirms addresses at sign-up (its
 * advanced settings, set from AUTH_EMAIL_CONFIRMATION at every boot: bootstrap/accounts.js).
 * With confirmation off, every new account is created confirmed, whatever address it names,
 * so nobody orders at once: each order is held like a visitor's.
 */
async function ordersAtOnce(strapi, user, email) {
  if (!user || user.confirmed !== true || user.blocked || String(user.email).toLowerCase() !== email.toLowerCase()) return false;
  const advanced = await strapi.store({ type: 'plugin', name: 'users-permissions' }).get({ key: 'advanced' });
  return advanced?.email_confirmation === true;
}

module.exports = { ordersAtOnce };
