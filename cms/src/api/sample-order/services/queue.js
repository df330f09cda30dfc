'use strict';

const { createHash } = require('node:crypto');

const LOG = 'api::order-mail.order-mail';
const HOUR = 60 * 60_000;
const CONFIRM = 'confirm';

/**
 * The two hourly budgets (config/samples.js). Requests to confirm an address have their own:
 * anyone can make the cms send them, so a flood of them must never use up the places the
 * mails of confirmed orders (producers' and visitors') need. A mail's row names its key, so
 * the budget is read from it. Within each, one sender (an account, a confirmed address, a
 * visitor's /64) has a share of its own, so that one of them cannot fill the hour for everyone.
 */
const BUDGETS = {
  confirmation: { perHour: 'samples.confirmationMailsPerHour', perSender: 'samples.confirmationMailsPerSenderPerHour', mails: { mail: CONFIRM } },
  order: { perHour: 'samples.mailsPerHour', perSender: 'samples.mailsPerSenderPerHour', mails: { mail: { $ne: CONFIRM } } },
};
const budgetOf = (key) => (key === CONFIRM ? 'confirmation' : 'order');

/**
 * Who an order's mails count against: requests to confirm against the visitor's /64 (the
 * order's senderHash: whoever it claims to be, it has not proven an address yet), a confirmed
 * order's mails against its account, or, without one, its confirmed address.
 */
function senderOf(order, key) {
  if (budgetOf(key) === 'confirmation') return order.senderHash ? `visitor:${order.senderHash}` : null;
  const userId = typeof order.user === 'object' ? order.user?.id : order.user;
  if (userId) return `user:${userId}`;
  return order.email ? `email:${createHash('sha256').update(order.email.trim().toLowerCase()).digest('hex')}` : null;
}

/**
 * Takes a place for one mail in its budget this hour, before the mail is sent: the row is
 * written first and the hour counted after, so however many requests (or cms instances) send
 * at once, the budget is never exceeded (the last to count sees every place taken before it).
 * In a burst two may both count one too many and both wait: flood control errs on the side of
 * waiting. Answers { row } to release if the mail does not go out, or { full } naming the
 * budget (the hour's, or the sender's share of it) that has no place left.
 */
async function reserve(strapi, order, key, now = Date.now()) {
  const name = budgetOf(key);
  const budget = BUDGETS[name];
  const sender = senderOf(order, key);
  const row = await strapi.db.query(LOG).create({ data: { order: order.documentId, mail: key, sender, createdAt: new Date(now) } });
  const since = { createdAt: { $gt: new Date(now - HOUR) } };
  const taken = await strapi.db.query(LOG).count({ where: { ...budget.mails, ...since } });
  if (taken > strapi.config.get(budget.perHour)) {
    await release(strapi, row);
    return { full: name };
  }
  if (sender && (await strapi.db.query(LOG).count({ where: { ...budget.mails, ...since, sender } })) > strapi.config.get(budget.perSender)) {
    await release(strapi, row);
    return { full: `${name} ${sender}` };
  }
  return { row };
}

/** Gives a place back: its mail did not go out (it stays pending, and takes a place again when retried). */
const release = (strapi, row) => strapi.db.query(LOG).delete({ where: { id: row.id } });

/** A day of history is more than the count needs; the rest is dropped. */
/** Forgets the log rows older than a day; reads first, so an idle run writes nothing. */
async function forgetOldMails(strapi, now = Date.now()) {
  const where = { createdAt: { $lt: new Date(now - 24 * HOUR) } };
  if ((await strapi.db.query(LOG).count({ where })) > 0) await strapi.db.query(LOG).deleteMany({ where });
}

module.exports = { reserve, release, budgetOf, senderOf, forgetOldMails, HOUR };
