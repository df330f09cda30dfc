'use strict';

const { readForm, CONTROL } = require('../../../lib/form-fields');

const FIELDS = ['name', 'email', 'message', 'language'];

/** The contact form's rules, checked before anything is stored. */
function parseContactMessage(input) {
  const form = readForm(input, FIELDS);
  const data = { name: form.text('name'), email: form.text('email'), message: form.text('message'), language: input.language };

  if (data.name.length < 1 || data.name.length > 120) form.fail('name', 'name must be 1 to 120 characters');
  // The name goes into the mail's subject line.
  if (CONTROL.test(data.name)) form.fail('name', 'name must not contain control characters');
  form.email(data.email);
  if (data.message.length < 1 || data.message.length > 5000) form.fail('message', 'message must be 1 to 5000 characters');
  form.language(data.language);

  form.finish();
  return data;
}

module.exports = { parseContactMessage };
