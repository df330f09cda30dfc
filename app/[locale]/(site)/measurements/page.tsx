import type { Metadata } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { DeltaLegend } from '@/components/measurements/DeltaLegend';
import { MeasurementsView } from '@/components/measurements/MeasurementsView';
import { requireUser } from '@/lib/auth/page';
import { parseQuery } from '@/lib/http/query';
import { localeFrom } from '@/lib/i18n/locale';
import { filterQuery, parseFilters } from '@/lib/measurements/list';
import { pickMessages } from '@/lib/i18n/pick-messages';
import { getSurfaceOptions } from '@/lib/strapi/surface-options';
import { PageHeader } from '@/components/PageHeader';

export async function generateMetadata({ params }: PageProps<'/[locale]/measurements'>): Promise<Metadata> {
  const t = await getTranslations({ locale: await localeFrom(params), namespace: 'Measurements' });
  return { title: t('title'), robots: { index: false, follow: false } };
}

// Sign-in required: the page checks the session itself. The measurements themselves are
// fetched in the browser through the site's route handlers (swr), with the user's token.
export default async function Page({ params, searchParams }: PageProps<'/[locale]/measurements'>) {
  const locale = await localeFrom(params);
  setRequestLocale(locale);
  // After signing in, the visitor comes back to the same filtered list.
  await requireUser(locale, `/measurements${filterQuery(parseFilters(parseQuery(await searchParams)))}`);
  const [t, catalogue, messages] = await Promise.all([
    getTranslations('Measurements'),
    getSurfaceOptions(locale),
    pickMessages(locale, ['Measurements']),
  ]);
  return (
    <div className="container">
      <PageHeader title={t('title')} intro={t('intro')} />
      <NextIntlClientProvider messages={messages}>
        <MeasurementsView catalogue={catalogue} legend={<DeltaLegend />} />
      </NextIntlClientProvider>
    </div>
  );
}
