'use strict';

const { recipient } = require('../../contact-message/services/notify');
const { composeProducerMail, composeVisitorMail, composeConfirmationRequest } = require('./mails');
const { mintConfirmation } = require('./token');
const { reserve, release, budgetOf, senderOf, forgetOldMails } = require('./queue');

const UID = 'api::sample-order.sample-order';
const AWAITING = 'awaiting-confirmation';
const EXPIRED = 'expired';
/** An order whose request to confirm could not be sent in SAMPLE_CONFIRM_HOURS: dropped, and editors see why. */
const NOT_SENT = 'confirmation-not-sent';

/** The key of each mail an order sends: the request to confirm, one per producer line, the visitor's. */
const CONFIRM = 'confirm';
const VISITOR = 'visitor';
const producerKey = (line) => `producer:${line.producer.documentId}`;

/** The mails an order sends now: while it waits for its address, only the request to confirm it. */
const dueKeys = (order) => (order.status === AWAITING ? [CONFIRM] : [...order.lines.map(producerKey), VISITOR]);

/**
 * Of `keys`, those the order may send as it stands now: an unconfirmed order nothing but the
 * request to confirm, an expired one nothing at all, a confirmed one never that request again.
 */
function allowedKeys(order, keys) {
  if (order.status === EXPIRED || order.status === NOT_SENT) return [];
  if (order.status === AWAITING) return keys.filter((key) => key === CONFIRM);
  return keys.filter((key) => key !== CONFIRM);
}

async function producerAddresses(strapi, lines) {
  const producers = await strapi.documents('api::producer.producer').findMany({
    filters: { documentId: { $in: lines.map((line) => line.producer.documentId) } },
    fields: ['contactEmail'],
    status: 'published',
  });
  return new Map(producers.map((p) => [p.documentId, p.contactEmail]));
}

/**
 * The mails named by `keys`, written now. A producer without a contact e-mail is not
 * skipped: its lines go to the site owner (the contact form's recipient) to pass on.
 */
async function composeMails(strapi, order, keys, now) {
  const mails = [];
  if (keys.includes(CONFIRM)) {
    const token = await mintConfirmation(strapi, order, now);
    mails.push({ key: CONFIRM, to: order.email, ...composeConfirmationRequest(order, token, strapi.config.get('samples.confirmHours')) });
  }
  const lines = order.lines.filter((line) => keys.includes(producerKey(line)));
  if (lines.length > 0) {
    const addresses = await producerAddresses(strapi, lines);
    let siteOwner; // asked for once, and only when a producer has no address
    for (const line of lines) {
      const to = addresses.get(line.producer.documentId);
      mails.push({
        key: producerKey(line),
        to: to || (siteOwner ??= await recipient(strapi)),
        replyTo: order.email,
        ...composeProducerMail(order, line, { routed: Boolean(to) }),
      });
    }
  }
  if (keys.includes(VISITOR)) mails.push({ key: VISITOR, to: order.email, ...composeVisitorMail(order) });
  return mails;
}

async function accountOf(strapi, order) {
  const row = await strapi.db.query(UID).findOne({ where: { documentId: order.documentId }, select: ['id'], populate: { user: { select: ['id'] } } });
  return row?.user?.id ?? null;
}

/**
 * Sends what `keys` names, each mail as its budget allows this hour (queue.js): a place is
 * taken before the mail is written and given back if it does not go out. Each mail goes on
 * its own, so one refused address does not keep the others from going out. `full` collects
 * the budgets found full, so that one run of the cron task does not count them again. Answers
 * the mails that did not go out and why, and those a budget holds back (`queued`).
 */
async function sendMails(strapi, order, keys, { now = Date.now(), full = new Set() } = {}) {
  // Whose share the mails count against (queue.js senderOf): the account, which neither the
  // stored order's answer nor a claimed row carries.
  if (order.user === undefined) order = { ...order, user: await accountOf(strapi, order) };
  const places = new Map();
  const queued = [];
  const giveBack = (key) =>
    release(strapi, places.get(key)).catch((error) =>
      strapi.log.warn(`Sample order ${order.documentId}: a place in the hourly budget was not given back: ${error.message}`),
    );
  let mails;
  try {
    for (const key of keys) {
      const sender = senderOf(order, key);
      const place = full.has(budgetOf(key)) || full.has(`${budgetOf(key)} ${sender}`) ? { full: null } : await reserve(strapi, order, key, now);
      if (place.row) places.set(key, place.row);
      else {
        if (place.full) full.add(place.full);
        queued.push(key);
      }
    }
    if (places.size === 0) return { failures: [], queued };
    mails = await composeMails(strapi, order, [...places.keys()], now);
  } catch (error) {
    await Promise.all([...places.keys()].map(giveBack));
    throw error;
  }
  const email = strapi.plugin('email').service('email');
  const results = await Promise.allSettled(
    mails.map(async ({ key, ...mail }) => {
      try {
        await email.send(mail);
      } catch (error) {
        await giveBack(key);
        throw error;
      }
    }),
  );
  const failures = results.flatMap((result, i) =>
    result.status === 'rejected' ? [{ key: mails[i].key, why: `${mails[i].to}: ${result.reason?.message ?? result.reason}` }] : [],
  );
  return { failures, queued };
}

/**
 * Records how an order's mails went: `mailsPending` names those still to send (failed or
 * queued), read again first so that what another step of the same order left there stays.
 */
async function record(strapi, order, handled, pending) {
  const current = await strapi.db.query(UID).findOne({ where: { id: order.id }, select: ['mailsPending'] });
  const others = (Array.isArray(current?.mailsPending) ? current.mailsPending : []).filter((key) => !handled.includes(key));
  const mailsPending = [...new Set([...others, ...pending])];
  await strapi.db.query(UID).update({ where: { id: order.id }, data: { mailsSent: mailsPending.length === 0, mailsPending } });
}

/** Sends an order's mails named by `keys` now, within their hourly budgets, and records what is left. */
async function deliver(strapi, order, keys) {
  const allowed = allowedKeys(order, keys);
  const { failures, queued } = await sendMails(strapi, order, allowed).catch((error) => ({
    failures: allowed.map((key) => ({ key, why: error.message })),
    queued: [],
  }));
  if (failures.length > 0) strapi.log.error(`Sample order ${order.documentId} is stored but not all mails went out: ${failures.map((f) => f.why).join('; ')}`);
  if (queued.length > 0) strapi.log.warn(`Sample order ${order.documentId}: ${queued.length} mail(s) wait for the hourly cap`);
  await record(strapi, order, keys, [...failures.map((f) => f.key), ...queued]);
}

/** Mails an order in the background; errors are logged, the order stays stored. */
function deliverLater(strapi, order, keys) {
  deliver(strapi, order, keys).catch((error) => strapi.log.error(`Sample order ${order.documentId}: could not record how its mails went: ${error.message}`));
}

/**
 * Like contact messages (cms/src/api/contact-message/services/notify.js): a document-service middleware, so an
 * order is mailed once after it is stored, whoever stored it: a confirmed user's order to the
 * producers and the visitor, any other only the request to confirm its address. The mails are
 * not awaited: a slow or broken mail server neither delays the answer nor loses the order.
 */
function mailNewSampleOrders(strapi) {
  return async (context, next) => {
    const result = await next();
    if (context.uid === UID && context.action === 'create' && result?.email && Array.isArray(result.lines)) {
      deliverLater(strapi, result, dueKeys(result));
    }
    return result;
  };
}

/**
 * Unconfirmed orders whose time is up, marked for the admin's list: `expired` when the request
 * to confirm was sent SAMPLE_CONFIRM_HOURS ago (orders from before the sending was recorded:
 * placed that long ago); `confirmation-not-sent` when in as long since the order was placed
 * the request could not be sent (the hourly budget or the mail server kept it back), and it
 * is dropped: a link mailed that late would ask about an order its owner has given up on.
 */
async function expireUnconfirmed(strapi, now = Date.now()) {
  const cutoff = new Date(now - strapi.config.get('samples.confirmHours') * 60 * 60_000);
  const sentLongAgo = { $or: [{ confirmationSentAt: { $lte: cutoff } }, { confirmationSentAt: { $null: true }, createdAt: { $lte: cutoff } }] };
  // Read before writing: an idle run of the cron task takes no write lock, which on SQLite would
  // collide with another process's transaction (npm run seed while the cms runs).
  const expired = { status: AWAITING, mailsSent: true, ...sentLongAgo };
  if ((await strapi.db.query(UID).count({ where: expired })) > 0) await strapi.db.query(UID).updateMany({ where: expired, data: { status: EXPIRED } });
  const neverSent = { status: AWAITING, mailsSent: false, createdAt: { $lte: cutoff } };
  if ((await strapi.db.query(UID).count({ where: neverSent })) > 0) {
    await strapi.db.query(UID).updateMany({ where: neverSent, data: { status: NOT_SENT, mailsSent: true, mailsPending: [] } });
  }
  return cutoff;
}

/** How many orders one run of the cron task reads. */
const BATCH = 50;

/**
 * Orders that name mails still to send, oldest first. Only those are read: orders whose first
 * attempt has not finished yet (`mailsPending` still null) or never will (a restart in between)
 * must not fill the batch and keep the ones behind them waiting for good. Confirmed orders
 * come first: however many requests to confirm wait, they never stand before a producer's mail.
 */
async function ordersWithPendingMails(strapi) {
  const read = (status) =>
    strapi.db
      .query(UID)
      .findMany({ where: { mailsSent: false, mailsPending: { $notNull: true }, status }, select: ['id'], orderBy: { id: 'asc' }, limit: BATCH });
  return [...(await read({ $ne: AWAITING })), ...(await read(AWAITING))];
}

/** How long one run of the cron task holds an order it mails; a run that dies lets go when it is up. */
const CLAIM_MS = 10 * 60_000;

/**
 * Takes an order for this run alone: one conditional update, which the database lets only one
 * of several runs at once win (two cms instances firing on the same minute, or a run still
 * waiting on the mail server when the next begins), so no mail goes out twice. Timed on the
 * wall clock, whatever `now` the run is told. Answers the order as it stands once taken, or
 * null when another run holds it or its mails went out since the batch was read.
 */
async function claim(strapi, id) {
  const at = new Date();
  const free = { $or: [{ mailsClaimedUntil: { $null: true } }, { mailsClaimedUntil: { $lt: at } }] };
  const { count } = await strapi.db.query(UID).updateMany({
    where: { id, mailsSent: false, ...free },
    data: { mailsClaimedUntil: new Date(at.getTime() + CLAIM_MS) },
  });
  return count === 1 ? strapi.db.query(UID).findOne({ where: { id } }) : null;
}

const unclaim = (strapi, id) => strapi.db.query(UID).update({ where: { id }, data: { mailsClaimedUntil: null } });

/** Sends what one claimed order names as pending, and records what is still left. */
async function sendPending(strapi, order, now, full) {
  // An empty list (set by hand, say) is nothing pending: marked done, so it is not read again.
  if (Array.isArray(order.mailsPending) && order.mailsPending.length === 0) await record(strapi, order, [], []);
  if (!Array.isArray(order.mailsPending) || order.mailsPending.length === 0 || !Array.isArray(order.lines)) return;
  const keys = allowedKeys(order, order.mailsPending);
  if (keys.length === order.mailsPending.length && keys.every((key) => full.has(budgetOf(key)))) return; // waits for the next hour
  const result = await sendMails(strapi, order, keys, { now, full }).catch((error) => ({
    failures: keys.map((key) => ({ key, why: error.message })),
    queued: [],
  }));
  if (result.failures.length > 0) strapi.log.warn(`Sample order ${order.documentId}: ${result.failures.length} mail(s) still waiting for the mail server`);
  // What the order may no longer send (an expired order's request to confirm) is dropped.
  await record(strapi, order, order.mailsPending, [...result.failures.map((f) => f.key), ...result.queued]);
}

/**
 * The cron task (config/server.js): marks unconfirmed orders past their time expired, then
 * sends the mails an outage or the hourly cap kept back, oldest order first, only those the
 * order names as pending, each order by one run at a time (claim), so nobody gets a mail
 * twice. Orders whose first attempt has not finished yet name none and are left alone.
 */
async function sendPendingMails(strapi, now = Date.now()) {
  await expireUnconfirmed(strapi, now);
  await forgetOldMails(strapi, now);
  const full = new Set();
  for (const { id } of await ordersWithPendingMails(strapi)) {
    const order = await claim(strapi, id);
    if (!order) continue;
    try {
      await sendPending(strapi, order, now, full);
    } finally {
      await unclaim(strapi, id);
    }
  }
}

module.exports = {
  mailNewSampleOrders,
  sendPendingMails,
  deliver,
  deliverLater,
  dueKeys,
  expireUnconfirmed,
  composeProducerMail,
  composeVisitorMail,
  AWAITING,
  EXPIRED,
  NOT_SENT,
};
