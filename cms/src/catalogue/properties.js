'use strict';

const { errors } = require('@strapi/utils');
const { USE_CLASSES: USE_CLASS_NAMES } = require('@ytbanken/domain/catalogue/enums');

/*
 * The technical properties architects specify, declared per product (a product line is
 * fire-tested, slip-tested and given its EPD as one; what varies by colour, light reflectance,
 * gloss and finish, is on each surface). Every one may be missing: "not declared" is a value
 * the pages show and no filter guesses.
 */

/** EN ISO 10874's use classes for floors (domestic 21–23, commercial 31–34, industrial 41–43) as the numbers the schema holds. */
const USE_CLASSES = USE_CLASS_NAMES.map(Number);

/**
 * The schema holds useClass as an integer from 21 to 43 (an enumeration's values may not
 * start with a digit); this turns away the numbers in between that are no class (24–30, 35–40).
 */
function checkUseClass(event) {
  const value = event.params.data?.useClass;
  if (value === undefined || value === null) return;
  if (!USE_CLASSES.includes(Number(value))) {
    throw new errors.ValidationError(`useClass must be one of ${USE_CLASSES.join(', ')} (EN ISO 10874)`, { path: ['useClass'] });
  }
}

module.exports = { USE_CLASSES, checkUseClass };
