'use strict';

const { assertWithinRateLimit } = require('../../../lib/flood-control');

const UID = 'api::sample-order.sample-order';

/** Orders that asked their address to be confirmed: waiting, expired (or never asked in time), or confirmed by the link. */
const ASKED_TO_CONFIRM = { $or: [{ status: { $in: ['awaiting-confirmation', 'expired', 'confirmation-not-sent'] } }, { confirmedAt: { $notNull: true } }] };

/**
 * One address gets at most SAMPLE_CONFIRMATIONS_PER_ADDRESS requests to confirm an order in an
 * hour, from whichever visitors: beyond that a 429, and no mail. The per-visitor limit
 * (src/lib/flood-control.js) still applies on top.
 */
async function limitConfirmations(strapi, ctx, email) {
  try {
    await assertWithinRateLimit(strapi, null, {
      limit: strapi.config.get('samples.confirmationsPerAddress'),
      windowMinutes: 60,
      uid: UID,
      message: 'Too many orders for this address',
      where: { email: { $eqi: email }, ...ASKED_TO_CONFIRM },
    });
  } catch (error) {
    if (error.details?.retryAfterSeconds) ctx.set('Retry-After', String(error.details.retryAfterSeconds));
    throw error;
  }
}

module.exports = { limitConfirmations };
