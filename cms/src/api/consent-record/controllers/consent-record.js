'use strict';

const { factories } = require('@strapi/strapi');
const { errors } = require('@strapi/utils');
const { LOCALES } = require('@ytbanken/domain/i18n/locales');
const { senderHash, assertWithinRateLimit } = require('../../../lib/flood-control');

const UID = 'api::consent-record.consent-record';
const CATEGORIES = ['necessary', 'analytics', 'ads'];
// A visitor changes consent a few times at most; a flood is something else.
const LIMIT = { limit: 30, windowMinutes: 10 };

function parse(body) {
  const data = body && typeof body === 'object' ? body : {};
  const problems = [];
  if (typeof data.consentId !== 'string' || !/^[0-9a-f-]{8,64}$/i.test(data.consentId)) problems.push('consentId');
  if (!Array.isArray(data.categories) || data.categories.some((c) => !CATEGORIES.includes(c))) problems.push('categories');
  if (!Number.isInteger(data.revision) || data.revision < 0) problems.push('revision');
  for (const key of ['consentTimestamp', 'lastConsentTimestamp']) {
    if (typeof data[key] !== 'string' || Number.isNaN(Date.parse(data[key]))) problems.push(key);
  }
  if (!LOCALES.includes(data.language)) problems.push('language');
  const unknown = Object.keys(data).filter(
    (key) => !['consentId', 'categories', 'revision', 'consentTimestamp', 'lastConsentTimestamp', 'language'].includes(key),
  );
  if (problems.length || unknown.length) {
    throw new errors.ValidationError('Invalid consent record', { invalid: problems, unknown });
  }
  return {
    consentId: data.consentId,
    categories: [...new Set(data.categories)],
    revision: data.revision,
    consentTimestamp: data.consentTimestamp,
    lastConsentTimestamp: data.lastConsentTimestamp,
    language: data.language,
  };
}

module.exports = factories.createCoreController(UID, ({ strapi }) => ({
  /** Validated, counted per visitor in the database, stored without the address itself. */
  async create(ctx) {
    const data = parse(ctx.request.body?.data);
    const { hashSalt } = strapi.config.get('contact');
    const hash = senderHash(ctx.request.ip, hashSalt);
    await assertWithinRateLimit(strapi, hash, { ...LIMIT, uid: UID, message: 'Too many consent records' });
    await strapi.service(UID).create({ data: { ...data, senderHash: hash } });
    ctx.status = 204;
    return null;
  },
}));
