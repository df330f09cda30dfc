'use strict';

const { MAX_SAMPLES, POSTAL_CODES } = require('@ytbanken/domain/samples/orders');
const { readForm, CONTROL } = require('../../../lib/form-fields');

const FIELDS = ['name', 'company', 'email', 'street', 'postalCode', 'city', 'country', 'message', 'language', 'surfaces'];
const DOCUMENT_ID = /^[a-z0-9]{20,32}$/;

/** Swedish postal codes are written "123 45" whichever way they were typed. */
function normalPostalCode(country, code) {
  return country === 'SE' ? code.replace(/^(\d{3}) ?(\d{2})$/, '$1 $2') : code;
}

/**
 * The order form's rules, checked before anything is stored. Only these fields are
 * accepted, so a request can never set the owner, the status, the lines or the sender hash:
 * the surfaces are ids, and the cms itself looks up what they are and who makes them.
 */
function parseSampleOrder(input) {
  const form = readForm(input, FIELDS);
  const { text, fail } = form;
  const country = text('country').toUpperCase();
  const data = {
    name: text('name'),
    company: text('company') || null,
    email: text('email'),
    street: text('street'),
    postalCode: text('postalCode'),
    city: text('city'),
    country,
    message: text('message') || null,
    language: input.language,
  };
  const singleLine = (field, value, max) => {
    if (value.length < 1 || value.length > max) fail(field, `${field} must be 1 to ${max} characters`);
    else if (CONTROL.test(value)) fail(field, `${field} must not contain control characters`);
  };
  singleLine('name', data.name, 120);
  if (data.company !== null) singleLine('company', data.company, 120);
  singleLine('street', data.street, 200);
  singleLine('city', data.city, 100);
  form.email(data.email);
  if (!POSTAL_CODES[country]) fail('country', `country must be one of: ${Object.keys(POSTAL_CODES).join(', ')}`);
  else if (!POSTAL_CODES[country].test(data.postalCode)) fail('postalCode', `postalCode is not a postal code in ${country}`);
  else data.postalCode = normalPostalCode(country, data.postalCode);
  if (data.message !== null && data.message.length > 2000) fail('message', 'message must be at most 2000 characters');
  form.language(data.language);

  const surfaces = input.surfaces;
  if (!Array.isArray(surfaces) || surfaces.length < 1 || surfaces.length > MAX_SAMPLES) {
    fail('surfaces', `surfaces must list 1 to ${MAX_SAMPLES} surface ids`);
  } else if (!surfaces.every((id) => typeof id === 'string' && DOCUMENT_ID.test(id)) || new Set(surfaces).size !== surfaces.length) {
    fail('surfaces', 'surfaces must be distinct surface ids');
  }

  form.finish();
  return { data, surfaces };
}

module.exports = { parseSampleOrder };
