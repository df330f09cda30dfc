import { createRequire } from 'node:module';
import { createTranslator, type NamespaceKeys, type NestedKeyOf } from 'next-intl';
import type enMessages from '../../messages/en.json';
import type { Locale } from './seed-data';

const require = createRequire(import.meta.url);

type SiteMessages = typeof enMessages;

/** The site's own user-facing texts, so tests look for what a visitor reads. */
export const messages = {
  sv: require('../../messages/sv.json') as SiteMessages,
  en: require('../../messages/en.json') as SiteMessages,
};

/**
 * The site's texts (of one namespace, if given) as the site formats them: next-intl's translator over the same
 * messages, so an argument (`t('remove', { name })`), a plural or an escape comes out as
 * the page shows it, and a missing argument or key fails the test.
 */
export function translator<const N extends NamespaceKeys<SiteMessages, NestedKeyOf<SiteMessages>> = never>(locale: Locale, namespace?: N) {
  return createTranslator({
    locale,
    messages: messages[locale],
    namespace,
    timeZone: 'Europe/Stockholm',
    onError: (error) => {
      throw error;
    },
  });
}
