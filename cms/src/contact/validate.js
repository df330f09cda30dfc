'use strict';

const { errors } = require('@strapi/utils');

const FIELDS = ['name', 'email', 'message', 'language'];
const LANGUAGES = ['sv', 'en'];
// Deliberately plain: the address only has to be deliverable-looking and header-safe.
const EMAIL = /^[^\s@<>",;]+@[^\s@<>",;]+\.[^\s@<>",;]+$/;

/**
 * The form's own rules, checked before anything is stored. Only the four form fields are
 * accepted, so a request can never set senderHash (or any field added later) itself.
 * Errors use Strapi's shape: details.errors[] with path, message and name.
 */
function parseContactMessage(input) {
  if (!input || typeof input !== 'object' || Array.isArray(input)) {
    throw new errors.ValidationError('Missing "data" payload in the request body');
  }
  const problems = [];
  const fail = (field, message) => problems.push({ path: [field], message, name: 'ValidationError' });

  for (const key of Object.keys(input)) {
    if (!FIELDS.includes(key)) fail(key, `Invalid key ${key}`);
  }
  const text = (field) => (typeof input[field] === 'string' ? input[field].trim() : '');
  const data = { name: text('name'), email: text('email'), message: text('message'), language: input.language };

  if (data.name.length < 1 || data.name.length > 120) fail('name', 'name must be 1 to 120 characters');
  // The name goes into the mail's subject line.
  if (/[\u0000-\u001f\u007f]/.test(data.name)) fail('name', 'name must not contain control characters');
  if (data.email.length > 254 || !EMAIL.test(data.email)) fail('email', 'email must be a valid e-mail address');
  if (data.message.length < 1 || data.message.length > 5000) fail('message', 'message must be 1 to 5000 characters');
  if (!LANGUAGES.includes(data.language)) fail('language', 'language must be one of: sv, en');

  if (problems.length > 0) {
    const message = problems.length === 1 ? problems[0].message : `${problems.length} errors occurred`;
    throw new errors.ValidationError(message, { errors: problems });
  }
  return data;
}

module.exports = { parseContactMessage };
