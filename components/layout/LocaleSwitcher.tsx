import { getTranslations } from 'next-intl/server';
import { routing, type Locale } from '@/i18n/routing';
import { LocaleSwitcherLink } from './LocaleSwitcherLink';

/** Offers the other language; the link keeps the visitor on the same path. */
export async function LocaleSwitcher({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'LocaleSwitcher' });
  const other = routing.locales.find((l) => l !== locale) ?? routing.defaultLocale;
  return <LocaleSwitcherLink from={locale} to={other} label={t('switchTo')} languageName={t(other)} />;
}
