'use strict';

const { createHmac } = require('node:crypto');
const { isIPv6 } = require('node:net');
const { errors } = require('@strapi/utils');

const UID = 'api::contact-message.contact-message';

/**
 * One visitor, one key. An IPv6 host picks freely inside its /64, so the /64 is the
 * visitor; an IPv4 address seen through an IPv6 socket is the plain IPv4 address.
 */
function senderKey(ip) {
  const address = String(ip ?? '').replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
  if (!isIPv6(address)) return address;
  const [head, tail = ''] = address.toLowerCase().split('%')[0].split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = [...left, ...Array(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right];
  return `${groups
    .slice(0, 4)
    .map((g) => g.padStart(4, '0'))
    .join(':')}::/64`;
}

/** Salted, so the stored value cannot be reversed by hashing all 2^32 IPv4 addresses. */
function senderHash(ip, salt) {
  return createHmac('sha256', salt).update(senderKey(ip)).digest('hex');
}

/**
 * At most `limit` rows of `uid` matching `where` (by default the sender's) in the window.
 * Counts in the database, not in memory, so every cms instance sees the same history.
 * Flood control, not an exact quota: two requests in the same instant may both pass.
 */
async function assertWithinRateLimit(
  strapi,
  hash,
  { limit, windowMinutes, uid = UID, message = 'Too many messages', where = { senderHash: hash } },
  now = Date.now(),
) {
  const windowMs = windowMinutes * 60_000;
  const recent = await strapi.db.query(uid).findMany({
    where: { ...where, createdAt: { $gt: new Date(now - windowMs) } },
    select: ['createdAt'],
    orderBy: { createdAt: 'desc' },
    limit,
  });
  if (recent.length < limit) return;
  // Room opens again when the oldest of the last `limit` messages leaves the window.
  const freedAt = new Date(recent[limit - 1].createdAt).getTime() + windowMs;
  const retryAfterSeconds = Math.max(1, Math.ceil((freedAt - now) / 1000));
  throw new errors.RateLimitError(message, { retryAfterSeconds });
}

/**
 * The visitor's hash for a post of `uid` (a contact message, a sample order), once the post
 * is within config/contact.js's limits; beyond them a 429 with Retry-After. ctx.request.ip is
 * the visitor: the site's server forwards it with its secret (global::visitor-address).
 */
async function limitSender(strapi, ctx, { uid = UID, message } = {}) {
  const { hashSalt, rateLimit, rateWindowMinutes } = strapi.config.get('contact');
  const hash = senderHash(ctx.request.ip, hashSalt);
  try {
    await assertWithinRateLimit(strapi, hash, { limit: rateLimit, windowMinutes: rateWindowMinutes, uid, message });
  } catch (error) {
    if (error.details?.retryAfterSeconds) ctx.set('Retry-After', String(error.details.retryAfterSeconds));
    throw error;
  }
  return hash;
}

module.exports = { senderKey, senderHash, assertWithinRateLimit, limitSender };
