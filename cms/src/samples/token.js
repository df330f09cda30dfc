'use strict';

const { createHash, randomBytes } = require('node:crypto');

const UID = 'api::sample-order.sample-order';
/** 32 random bytes in base64url: what a confirmation link carries. */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** Only the hash is stored, so a copy of the database confirms nothing. */
const hashOf = (token) => createHash('sha256').update(token).digest('hex');

/**
 * A fresh confirmation token for an order, made when its mail is written: a retry after a
 * mail-server outage (or a mail held back by the hourly cap) mints a new one, and the old one,
 * which never left the cms, stops working.
 */
async function mintConfirmation(strapi, order) {
  const token = randomBytes(32).toString('base64url');
  await strapi.db.query(UID).update({ where: { id: order.id }, data: { confirmationHash: hashOf(token) } });
  return token;
}

module.exports = { mintConfirmation, hashOf, TOKEN };
