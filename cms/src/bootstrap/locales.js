'use strict';

const { DEFAULT_LOCALE, LOCALES } = require('@ytbanken/domain/i18n/locales');

/** How the admin names each locale. */
const NAMES = { sv: 'Swedish (sv)', en: 'English (en)' };

/** Swedish is the default locale, English the second (the site's languages); nothing else is offered. */
async function ensureLocales(strapi) {
  const service = strapi.plugin('i18n').service('locales');
  const existing = await service.find();
  for (const code of LOCALES) {
    if (!existing.some((l) => l.code === code)) await service.create({ code, name: NAMES[code] });
  }
  if ((await service.getDefaultLocale()) !== DEFAULT_LOCALE) {
    await service.setDefaultLocale({ code: DEFAULT_LOCALE });
  }
}

module.exports = { ensureLocales };
