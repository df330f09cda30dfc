'use strict';

const { createHmac } = require('node:crypto');
const { errors } = require('@strapi/utils');

const EVENTS = 'api::account-event.account-event';
const MAIL = 'mail';
const FAILED_SIGN_IN = 'failed-sign-in';
const HOUR = 60 * 60_000;

/**
 * The limits of config/accounts.js, counted in the database (as the contact form's and the
 * sample orders' are), so they hold across restarts and for every cms instance alike. Rows
 * name an address or identifier only by a salted hash, and none outlives the longest window.
 */
const settings = (strapi) => strapi.config.get('accounts');
const keyHash = (strapi, value) => createHmac('sha256', strapi.config.get('contact.hashSalt')).update(String(value).trim().toLowerCase()).digest('hex');
const since = (now, ms) => ({ $gt: new Date(now - ms) });

/** Drops what no window reads any more, so the table holds about an hour of traffic at most. */
async function forgetOld(strapi, now) {
  const keep = Math.max(HOUR, settings(strapi).signInFailureWindowMinutes * 60_000);
  await strapi.db.query(EVENTS).deleteMany({ where: { createdAt: { $lt: new Date(now - keep) } } });
}

/**
 * Takes a place for one account mail to `email` this hour, before it is sent; false when the
 * address has had its share. The row is written first and the hour counted after (as
 * the sample-order API's queue.js budgets), so instances that ask at once never send more than the cap;
 * a refused place is given back. Whoever asks, the answer they got does not change: it went
 * out before this runs (quiet-answers.js), so the cap tells nobody whether a mail was sent.
 */
async function takeMailPlace(strapi, email, now = Date.now()) {
  const hash = keyHash(strapi, email);
  await forgetOld(strapi, now);
  const row = await strapi.db.query(EVENTS).create({ data: { purpose: MAIL, keyHash: hash, createdAt: new Date(now) } });
  // Places taken before this one: of mails asked for at once, the first ones go.
  const taken = await strapi.db.query(EVENTS).count({ where: { purpose: MAIL, keyHash: hash, id: { $lte: row.id }, createdAt: since(now, HOUR) } });
  if (taken <= settings(strapi).mailsPerRecipientPerHour) return true;
  await strapi.db.query(EVENTS).delete({ where: { id: row.id } });
  return false;
}

/**
 * Takes a turn for a sign-in counted under `key`: a row written before the password is checked,
 * kept as the failure if the password is wrong. A few failures are free; after them each
 * doubles the wait before the next turn, up to a small maximum, so guessing from many
 * addresses is slowed to a crawl while the owner is never kept out for long. The turn is
 * written first and the earlier ones counted after (as takeMailPlace does), so a burst of
 * guesses sent at once meets the wait as surely as guesses sent one by one. `key` is the
 * account the identifier names (its e-mail and its username share one count; sign-in.js), or
 * what was typed when it names none: an identifier without an account is slowed exactly
 * alike, and the refusal says nothing about who has one.
 *
 * Answers `{ id, wait }`: wait is 0 for a turn to go on with, else the seconds to wait (the
 * turn is then given back, so waiting guesses never lengthen the wait).
 */
async function takeSignInTurn(strapi, key, now = Date.now()) {
  const { freeSignInFailures, firstSignInDelaySeconds, maxSignInDelaySeconds, signInFailureWindowMinutes } = settings(strapi);
  const hash = keyHash(strapi, key);
  await forgetOld(strapi, now);
  const { id } = await strapi.db.query(EVENTS).create({ data: { purpose: FAILED_SIGN_IN, keyHash: hash, createdAt: new Date(now) } });
  const earlier = await strapi.db.query(EVENTS).findMany({
    where: { purpose: FAILED_SIGN_IN, keyHash: hash, id: { $lt: id }, createdAt: since(now, signInFailureWindowMinutes * 60_000) },
    select: ['createdAt'],
    orderBy: { id: 'desc' },
  });
  if (earlier.length < freeSignInFailures) return { id, wait: 0 };
  const delay = Math.min(maxSignInDelaySeconds, firstSignInDelaySeconds * 2 ** (earlier.length - freeSignInFailures));
  const until = Math.max(...earlier.map((row) => new Date(row.createdAt).getTime())) + delay * 1000;
  if (until <= now) return { id, wait: 0 };
  await giveBackTurn(strapi, { id });
  return { id, wait: Math.ceil((until - now) / 1000) };
}

/** A turn that judged no password (a malformed request, an unconfirmed account) is no failure. */
async function giveBackTurn(strapi, { id }) {
  await strapi.db.query(EVENTS).delete({ where: { id } });
}

/** The owner got in: earlier failures no longer slow them. */
async function signInSucceeded(strapi, key) {
  await strapi.db.query(EVENTS).deleteMany({ where: { purpose: FAILED_SIGN_IN, keyHash: keyHash(strapi, key) } });
}

/** The refusal while an identifier waits: a 429 with Retry-After, the same for every identifier. */
function signInPaused(ctx, retryAfterSeconds) {
  ctx.set('Retry-After', String(retryAfterSeconds));
  return new errors.RateLimitError('Too many failed sign-ins, wait before trying again', { retryAfterSeconds });
}

module.exports = { takeMailPlace, takeSignInTurn, giveBackTurn, signInSucceeded, signInPaused };
