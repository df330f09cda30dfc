'use strict';

const { errors } = require('@strapi/utils');
const { parseFilter, parseTerm, parseMeans, forget } = require('../../../../search/synonyms');

/*
 * Database lifecycles: every row the admin writes is checked here, in every locale, and this
 * process's synonyms are read again at the next search. Other cms instances read them again
 * when their copy expires (synonyms.js).
 */
function check(event) {
  const { data } = event.params;
  if (!data) return;
  for (const [field, parseField] of [
    ['term', parseTerm],
    ['means', parseMeans],
    ['filter', parseFilter],
  ]) {
    if (data[field] === undefined) continue;
    const problem = parseField(data[field]).error;
    if (problem) throw new errors.ValidationError(`${field}: ${problem}`);
  }
}

module.exports = {
  beforeCreate: check,
  beforeUpdate: check,
  afterCreate: forget,
  afterCreateMany: forget,
  afterUpdate: forget,
  afterUpdateMany: forget,
  afterDelete: forget,
  afterDeleteMany: forget,
};
