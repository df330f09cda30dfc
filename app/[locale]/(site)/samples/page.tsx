import type { Metadata } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PageHeader } from '@/components/PageHeader';
import { COUNTRIES } from '@/lib/records/samples';
import { SampleOrderForm } from '@/features/samples/SampleOrderForm';
import { currentUser } from '@/lib/auth/session';
import { countryName } from '@/lib/i18n/country';
import { localeFrom } from '@/lib/i18n/locale';
import { pickMessages } from '@/lib/i18n/pick-messages';
import { pageMetadata } from '@/lib/seo/metadata';
import { placeSampleOrder } from '@/features/samples/server';
import styles from './samples.module.css';

export async function generateMetadata({ params }: PageProps<'/[locale]/samples'>): Promise<Metadata> {
  const locale = await localeFrom(params);
  const t = await getTranslations({ locale, namespace: 'Samples' });
  return pageMetadata({ locale, path: '/samples', title: t('title'), description: t('intro') });
}

// The picks live in the visitor's browser, so the form asks for their names itself (one
// request for those ids, never the catalogue). Ordering looks them up again.
export default async function SamplesPage({ params }: PageProps<'/[locale]/samples'>) {
  const locale = await localeFrom(params);
  setRequestLocale(locale);
  const [t, messages, user] = await Promise.all([getTranslations('Samples'), pickMessages(locale, ['Samples', 'SurfacePicker', 'Combobox']), currentUser()]);
  const countries = COUNTRIES.map((code) => ({ code, name: countryName(code, locale) ?? code }));

  return (
    <div className={`container ${styles.page}`}>
      <PageHeader title={t('title')} intro={t('intro')} />
      {user && <p>{t('signedIn')}</p>}
      <NextIntlClientProvider messages={messages}>
        <SampleOrderForm action={placeSampleOrder.bind(null, locale)} countries={countries} defaults={user ? { name: user.username, email: user.email } : {}} />
      </NextIntlClientProvider>
    </div>
  );
}
