'use strict';

const LOG = 'api::order-mail.order-mail';
const HOUR = 60 * 60_000;

/**
 * How many more order mails the site may send this hour (config/samples.js). Counted in the
 * database, so every cms instance sees the same hour: flood control, not an exact quota, as
 * two instances sending in the same instant may both take the last place.
 */
async function roomThisHour(strapi, now = Date.now()) {
  const perHour = strapi.config.get('samples.mailsPerHour');
  const sent = await strapi.db.query(LOG).count({ where: { createdAt: { $gt: new Date(now - HOUR) } } });
  return Math.max(0, perHour - sent);
}

/** Notes a mail the mail server took, for the hourly count. */
const noteSent = (strapi, order, key) => strapi.db.query(LOG).create({ data: { order: order.documentId, mail: key } });

/** A day of history is more than the count needs; the rest is dropped. */
const forgetOldMails = (strapi, now = Date.now()) => strapi.db.query(LOG).deleteMany({ where: { createdAt: { $lt: new Date(now - 24 * HOUR) } } });

module.exports = { roomThisHour, noteSent, forgetOldMails, HOUR };
