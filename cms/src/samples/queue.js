'use strict';

const LOG = 'api::order-mail.order-mail';
const HOUR = 60 * 60_000;
const CONFIRM = 'confirm';

/**
 * The two hourly budgets (config/samples.js). Requests to confirm an address have their own:
 * anyone can make the cms send them, so a flood of them must never use up the places the
 * mails of confirmed orders (producers' and visitors') need. A mail's row names its key, so
 * the budget is read from it.
 */
const BUDGETS = {
  confirmation: { perHour: 'samples.confirmationMailsPerHour', mails: { mail: CONFIRM } },
  order: { perHour: 'samples.mailsPerHour', mails: { mail: { $ne: CONFIRM } } },
};
const budgetOf = (key) => (key === CONFIRM ? 'confirmation' : 'order');

/**
 * Takes a place for one mail in its budget this hour, before the mail is sent: the row is
 * written first and the hour counted after, so however many requests (or cms instances) send
 * at once, the budget is never exceeded (the last to count sees every place taken before it).
 * In a burst two may both count one too many and both wait: flood control errs on the side of
 * waiting. Answers the row, to release if the mail does not go out, or null when the hour is full.
 */
async function reserve(strapi, order, key, now = Date.now()) {
  const budget = BUDGETS[budgetOf(key)];
  const row = await strapi.db.query(LOG).create({ data: { order: order.documentId, mail: key, createdAt: new Date(now) } });
  const taken = await strapi.db.query(LOG).count({ where: { ...budget.mails, createdAt: { $gt: new Date(now - HOUR) } } });
  if (taken <= strapi.config.get(budget.perHour)) return row;
  await release(strapi, row);
  return null;
}

/** Gives a place back: its mail did not go out (it stays pending, and takes a place again when retried). */
const release = (strapi, row) => strapi.db.query(LOG).delete({ where: { id: row.id } });

/** A day of history is more than the count needs; the rest is dropped. */
/** Forgets the log rows older than a day; reads first, so an idle run writes nothing. */
async function forgetOldMails(strapi, now = Date.now()) {
  const where = { createdAt: { $lt: new Date(now - 24 * HOUR) } };
  if ((await strapi.db.query(LOG).count({ where })) > 0) await strapi.db.query(LOG).deleteMany({ where });
}

module.exports = { reserve, release, budgetOf, forgetOldMails, HOUR };
