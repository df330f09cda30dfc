/*
 * A sample order as the site's form and the cms's validation both take it, and the statuses
 * the cms's sample-order and sample-order-line content types allow (their schema.json, checked
 * against these lists by tests/unit/cms-schema-parity.test.ts).
 */

/** Samples go to the Nordic countries; each writes its postal codes its own way. */
export const COUNTRIES = /** @type {const} */ (['SE', 'NO', 'DK', 'FI', 'IS']);

/** How each country writes its postal codes (Swedish with or without the space: "123 45", "12345"). */
export const POSTAL_CODES = {
  SE: /^\d{3} ?\d{2}$/,
  NO: /^\d{4}$/,
  DK: /^\d{4}$/,
  FI: /^\d{5}$/,
  IS: /^\d{3}$/,
};

/** The most surfaces one order may ask samples of (the visitor's sample list holds as many). */
export const MAX_SAMPLES = 10;

/**
 * Where an order is: waiting for its address to be confirmed (or expired unconfirmed, or
 * dropped because the mail asking for it could not be sent in time), received, or the samples
 * sent (editors set that in the cms).
 */
export const SAMPLE_ORDER_STATUSES = /** @type {const} */ (['awaiting-confirmation', 'expired', 'confirmation-not-sent', 'received', 'sent']);

/** What a producer may mark its part of an order on the producers' desk. */
export const LINE_STATUSES = /** @type {const} */ (['sent', 'out-of-stock', 'replaced']);

/** A line's status: `open` until the producer marks it. */
export const DESK_LINE_STATUSES = /** @type {const} */ (['open', ...LINE_STATUSES]);
