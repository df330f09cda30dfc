'use strict';

const { createHash, randomBytes } = require('node:crypto');

const UID = 'api::sample-order.sample-order';
/** 32 random bytes in base64url: what a confirmation link carries. */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** Only the hash is stored, so a copy of the database confirms nothing. */
const hashOf = (token) => createHash('sha256').update(token).digest('hex');

/**
 * A fresh confirmation token for an order, made when its mail is written: a retry after a
 * mail-server outage (or a mail held back by the hourly budget) mints a new one, and the old
 * one, which never left the cms, stops working. The link's time starts here, as its mail is
 * sent, not when the order was placed: a request the queue held back still gets the hours its
 * text promises.
 */
async function mintConfirmation(strapi, order, now = Date.now()) {
  const token = randomBytes(32).toString('base64url');
  await strapi.db.query(UID).update({ where: { id: order.id }, data: { confirmationHash: hashOf(token), confirmationSentAt: new Date(now) } });
  return token;
}

module.exports = { mintConfirmation, hashOf, TOKEN };
