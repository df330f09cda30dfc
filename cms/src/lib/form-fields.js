'use strict';

const { errors } = require('@strapi/utils');
const { LOCALES } = require('@ytbanken/domain/i18n/locales');

// Deliberately plain: the address only has to be deliverable-looking and header-safe.
const EMAIL = /^[^\s@<>",;]+@[^\s@<>",;]+\.[^\s@<>",;]+$/;
// Names and addresses go into mail headers and lines.
const CONTROL = /[\u0000-\u001f\u007f]/;

/**
 * A form's body as the site's server posts it, read field by field. Only `fields` are
 * accepted, so a request can never set anything else (an owner, a status, a sender hash).
 * `text` reads a trimmed string, `fail` notes a problem, the shared rules check the e-mail
 * address and the language, and `finish` throws every problem at once in Strapi's shape:
 * details.errors[] with path, message and name.
 */
function readForm(input, fields) {
  if (!input || typeof input !== 'object' || Array.isArray(input)) {
    throw new errors.ValidationError('Missing "data" payload in the request body');
  }
  const problems = [];
  const fail = (field, message) => problems.push({ path: [field], message, name: 'ValidationError' });
  for (const key of Object.keys(input)) {
    if (!fields.includes(key)) fail(key, `Invalid key ${key}`);
  }
  return {
    text: (field) => (typeof input[field] === 'string' ? input[field].trim() : ''),
    fail,
    email(value) {
      if (value.length > 254 || !EMAIL.test(value)) fail('email', 'email must be a valid e-mail address');
    },
    language(value) {
      if (!LOCALES.includes(value)) fail('language', `language must be one of: ${LOCALES.join(', ')}`);
    },
    finish() {
      if (problems.length === 0) return;
      const message = problems.length === 1 ? problems[0].message : `${problems.length} errors occurred`;
      throw new errors.ValidationError(message, { errors: problems });
    },
  };
}

module.exports = { readForm, CONTROL };
