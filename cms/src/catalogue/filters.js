'use strict';

const { errors } = require('@strapi/utils');
const { PLACEMENTS } = require('./tables');
const { USE_CLASSES } = require('./properties');
const { CARBON_STEPS } = require('./climate');

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** A locale code as the catalogue's APIs take it. */
const LOCALE = /^[a-z]{2,3}(?:-[A-Za-z0-9]{2,8})*$/;

/** An optional query parameter: absent, or one string that `valid` accepts. */
function optional(query, name, valid) {
  const value = query[name];
  if (value === undefined || value === '') return undefined;
  if (typeof value !== 'string' || !valid(value)) throw new errors.ValidationError(`${name} is not valid`);
  return value;
}

/** A parameter that may repeat (`fire=A1&fire=A1fl`): each value one of `allowed`, no repeats. */
function list(query, name, allowed) {
  const value = query[name];
  if (value === undefined || value === '') return undefined;
  const values = [value].flat();
  if (values.length > allowed.length || !values.every((v) => typeof v === 'string' && allowed.includes(v))) {
    throw new errors.ValidationError(`${name} is not valid`);
  }
  return [...new Set(values)];
}

function wholeNumber(query, name, fallback, min, max) {
  const value = optional(query, name, (v) => /^\d+$/.test(v) && Number(v) >= min && Number(v) <= max);
  return value === undefined ? fallback : Number(value);
}

const flag = (query, name) => optional(query, name, (v) => v === 'true' || v === 'false') === 'true';

/**
 * The catalogue's filters from a request's query, as src/catalogue/product-list.js's
 * `matching` takes them: category, producer (slug), colour, finish, fire, slip, use,
 * placement (lists that may repeat), epd (true), maxLead, minLrv, maxLrv, minGloss,
 * maxGloss. A value that is no choice is a 400 that names the parameter.
 */
function parseFilters(strapi, query) {
  const enumOf = (uid, attribute) => strapi.contentType(uid).attributes[attribute].enum;
  return {
    category: list(query, 'category', enumOf('api::product.product', 'category')),
    producer: optional(query, 'producer', (v) => v.length <= 160 && SLUG.test(v)),
    colour: list(query, 'colour', enumOf('api::surface.surface', 'colourFamily')),
    finish: list(query, 'finish', enumOf('api::surface.surface', 'finish')),
    fire: list(query, 'fire', enumOf('api::product.product', 'fireClass')),
    slip: list(query, 'slip', enumOf('api::product.product', 'slipResistance')),
    use: list(query, 'use', USE_CLASSES.map(String))?.map(Number),
    placement: list(query, 'placement', Object.keys(PLACEMENTS)),
    epd: flag(query, 'epd'),
    maxLead: wholeNumber(query, 'maxLead', undefined, 0, 365),
    minLrv: wholeNumber(query, 'minLrv', undefined, 0, 100),
    maxLrv: wholeNumber(query, 'maxLrv', undefined, 0, 100),
    minGloss: wholeNumber(query, 'minGloss', undefined, 0, 100),
    maxGloss: wholeNumber(query, 'maxGloss', undefined, 0, 100),
  };
}

/**
 * The product list's climate filters (the colour search has none): maxCarbon, one of
 * CARBON_STEPS (kg CO₂e/m², A1–A3), and validEpd (true).
 */
function parseClimateFilters(query) {
  const maxCarbon = optional(query, 'maxCarbon', (v) => CARBON_STEPS.map(String).includes(v));
  return { maxCarbon: maxCarbon === undefined ? undefined : Number(maxCarbon), validEpd: flag(query, 'validEpd') };
}

module.exports = { LOCALE, parseFilters, parseClimateFilters, optional, wholeNumber, flag };
