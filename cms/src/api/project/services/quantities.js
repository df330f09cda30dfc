'use strict';

const { errors } = require('@strapi/utils');

/** Where a material sits in the building, and what its quantity counts. */
const PLACEMENTS = ['floor', 'wall', 'ceiling', 'facade'];
const UNITS = ['m2', 'declared'];
/** A board holds at most 200 materials; a million m² is more than any one building's finish. */
const MOST_ITEMS = 200;
const MOST_QUANTITY = 1_000_000;
const DOCUMENT_ID = /^[a-z0-9]{20,32}$/;

const fail = (message) => {
  throw new errors.ValidationError(message);
};

/**
 * A project's quantities: one entry per material on its board, with a positive, bounded
 * quantity, what it counts (m² or the EPD's declared unit) and where it is placed. Entries for
 * materials no longer on the board are kept but never read: the site reads the board's list.
 */
function validateQuantities(value) {
  if (value === undefined || value === null) return;
  if (!Array.isArray(value) || value.length > MOST_ITEMS) fail(`quantities must be a list of at most ${MOST_ITEMS}`);
  const seen = new Set();
  for (const item of value) {
    if (!item || typeof item !== 'object' || Array.isArray(item)) fail('A quantity is an object');
    const extra = Object.keys(item).filter((key) => !['material', 'quantity', 'unit', 'placement'].includes(key));
    if (extra.length > 0) fail(`Not accepted in a quantity: ${extra.join(', ')}`);
    if (typeof item.material !== 'string' || !DOCUMENT_ID.test(item.material)) fail('A quantity names a material');
    if (seen.has(item.material)) fail('One quantity per material');
    seen.add(item.material);
    const { quantity } = item;
    if (typeof quantity !== 'number' || !Number.isFinite(quantity) || quantity <= 0 || quantity > MOST_QUANTITY) {
      fail(`quantity must be a number above 0 and at most ${MOST_QUANTITY}`);
    }
    if (!UNITS.includes(item.unit)) fail(`unit must be one of ${UNITS.join(', ')}`);
    if (!PLACEMENTS.includes(item.placement)) fail(`placement must be one of ${PLACEMENTS.join(', ')}`);
  }
}

module.exports = { validateQuantities, PLACEMENTS, UNITS, MOST_QUANTITY };
