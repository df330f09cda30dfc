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
 * samples/queue.js's budgets), so instances that ask at once never send more than the cap;
 * a refused place is given back. Whoever asks, the answer they got does not change: it went
 * out before this runs (quiet-answers.js), so the cap tells nobody whether a mail was sent.
 */
async function takeMailPlace(strapi, email, now = Date.now()) {
  const hash = keyHash(strapi, email);
  await forgetOld(strapi, now);
  const row = await strapi.db.query(EVENTS).create({ data: { purpose: MAIL, keyHash: hash, createdAt: new Date(now) } });
  const taken = await strapi.db.query(EVENTS).count({ where: { purpose: MAIL, keyHash: hash, createdAt: since(now, HOUR) } });
  if (taken <= settings(strapi).mailsPerRecipientPerHour) return true;
  await strapi.db.query(EVENTS).delete({ where: { id: row.id } });
  return false;
}

/**
 * How long sign-ins with `identifier` must wait, in seconds (0: not at all). A few failures
 * are free; after them each failure doubles the wait, up to a small maximum, so guessing
 * from many addresses is slowed to a crawl while the owner is never kept out for long.
 * Counted by what was typed, not by the account it names, so an identifier without an
 * account is slowed exactly alike and the refusal says nothing about who has one.
 */
async function signInWait(strapi, identifier, now = Date.now()) {
  const { freeSignInFailures, firstSignInDelaySeconds, maxSignInDelaySeconds, signInFailureWindowMinutes } = settings(strapi);
  const failures = await strapi.db.query(EVENTS).findMany({
    where: { purpose: FAILED_SIGN_IN, keyHash: keyHash(strapi, identifier), createdAt: since(now, signInFailureWindowMinutes * 60_000) },
    select: ['createdAt'],
    orderBy: { createdAt: 'desc' },
  });
  if (failures.length < freeSignInFailures) return 0;
  const delay = Math.min(maxSignInDelaySeconds, firstSignInDelaySeconds * 2 ** (failures.length - freeSignInFailures));
  const until = new Date(failures[0].createdAt).getTime() + delay * 1000;
  return until > now ? Math.ceil((until - now) / 1000) : 0;
}

async function signInFailed(strapi, identifier, now = Date.now()) {
  await forgetOld(strapi, now);
  await strapi.db.query(EVENTS).create({ data: { purpose: FAILED_SIGN_IN, keyHash: keyHash(strapi, identifier), createdAt: new Date(now) } });
}

/** The owner got in: earlier failures no longer slow them. */
async function signInSucceeded(strapi, identifier) {
  await strapi.db.query(EVENTS).deleteMany({ where: { purpose: FAILED_SIGN_IN, keyHash: keyHash(strapi, identifier) } });
}

/** The refusal while an identifier waits: a 429 with Retry-After, the same for every identifier. */
function signInPaused(ctx, retryAfterSeconds) {
  ctx.set('Retry-After', String(retryAfterSeconds));
  return new errors.RateLimitError('Too many failed sign-ins, wait before trying again', { retryAfterSeconds });
}

module.exports = { takeMailPlace, signInWait, signInFailed, signInSucceeded, signInPaused };
