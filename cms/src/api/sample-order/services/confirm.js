'use strict';

const { hashOf, TOKEN } = require('./token');
const { deliverLater, dueKeys, AWAITING, EXPIRED, NOT_SENT } = require('./notify');

const UID = 'api::sample-order.sample-order';

/**
 * Follows a confirmation link: the order's address is confirmed, and only now are the
 * producers and the visitor mailed. Answers what happened, for the site's page:
 * `confirmed`, `used` (confirmed before), `expired` or `unknown`. The status moves from
 * awaiting-confirmation in one conditional update, so a token works once however many
 * requests carry it at the same time, and never after the link's time is up.
 */
async function confirmOrder(strapi, token, now = Date.now()) {
  if (typeof token !== 'string' || !TOKEN.test(token)) return 'unknown';
  const order = await strapi.db.query(UID).findOne({ where: { confirmationHash: hashOf(token) } });
  if (!order) return 'unknown';
  if (order.status === EXPIRED || order.status === NOT_SENT) return 'expired';
  if (order.status !== AWAITING) return 'used';

  // The link's time runs from when its mail was sent (token.js); for orders from before that
  // was recorded, from when they were placed.
  const clock = order.confirmationSentAt ? 'confirmationSentAt' : 'createdAt';
  const cutoff = new Date(now - strapi.config.get('samples.confirmHours') * 60 * 60_000);
  if (new Date(order[clock]) <= cutoff) {
    await strapi.db.query(UID).updateMany({ where: { id: order.id, status: AWAITING }, data: { status: EXPIRED } });
    return 'expired';
  }
  const { count } = await strapi.db.query(UID).updateMany({
    where: { id: order.id, status: AWAITING, [clock]: { $gt: cutoff } },
    data: { status: 'received', confirmedAt: new Date(now) },
  });
  if (count !== 1) return 'used';
  const confirmed = { ...order, status: 'received' };
  await strapi.service('api::sample-order-line.sample-order-line').openLines(confirmed);
  deliverLater(strapi, confirmed, dueKeys(confirmed));
  return 'confirmed';
}

/**
 * The samples of the order a confirmation link belongs to, for the site's page to list once
 * the order is confirmed: catalogue text only (names, products, producers), none of the
 * visitor's details, and only to whoever holds the link.
 */
async function linesOfLink(strapi, token) {
  if (typeof token !== 'string' || !TOKEN.test(token)) return [];
  const order = await strapi.db.query(UID).findOne({ where: { confirmationHash: hashOf(token) }, select: ['lines'] });
  return order?.lines ?? [];
}

module.exports = { confirmOrder, linesOfLink };
