import type { Metadata } from 'next';
import { hasLocale, NextIntlClientProvider } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { BuildWatcher } from '@/components/builds/BuildWatcher';
import { Consent } from '@/components/consent/Consent';
import { PreviewBar } from '@/components/preview/PreviewBar';
import { routing } from '@/i18n/routing';
import { env } from '@/lib/env';
import { pickMessages } from '@/lib/i18n/pick-messages';
import '../globals.css';

export async function generateMetadata({ params }: LayoutProps<'/[locale]'>): Promise<Metadata> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return {};
  const t = await getTranslations({ locale, namespace: 'Metadata' });
  return {
    metadataBase: new URL(env().SITE_URL),
    title: { template: t('titleTemplate'), default: 'Ytbanken' },
    description: t('description'),
  };
}

export default async function LocaleLayout({ children, params }: LayoutProps<'/[locale]'>) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'Header' });

  return (
    <html lang={locale}>
      <body>
        <a className="skip-link" href="#main">
          {t('skipToContent')}
        </a>
        <PreviewBar />
        {/* Client leaves get only the messages they use. */}
        <NextIntlClientProvider messages={await pickMessages(locale, ['ErrorPage', 'Builds', 'HeaderSearch', 'HeaderMenu'])}>
          {children}
          <BuildWatcher />
          <Consent />
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
