'use strict';

const LOCALES = [
  { code: 'sv', name: 'Swedish (sv)' },
  { code: 'en', name: 'English (en)' },
];
const DEFAULT_LOCALE = 'sv';

/** Swedish is the default locale, English the second; nothing else is offered. */
async function ensureLocales(strapi) {
  const service = strapi.plugin('i18n').service('locales');
  const existing = await service.find();
  for (const locale of LOCALES) {
    if (!existing.some((l) => l.code === locale.code)) await service.create(locale);
  }
  if ((await service.getDefaultLocale()) !== DEFAULT_LOCALE) {
    await service.setDefaultLocale({ code: DEFAULT_LOCALE });
  }
}

module.exports = { ensureLocales, LOCALES, DEFAULT_LOCALE };
