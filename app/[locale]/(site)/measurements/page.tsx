import type { Metadata } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { SWRConfig } from 'swr';
import { PageHeader } from '@/components/PageHeader';
import { firstData } from '@/lib/auth/first-data';
import { materialsRead } from '@/features/materials/server';
import { DeltaLegend } from '@/components/colour/DeltaLegend';
import { filterQuery, parseFilters } from '@/features/measurements';
import { MeasurementsView } from '@/features/measurements/MeasurementsView';
import { measurementsRead } from '@/features/measurements/server';
import { projectsRead } from '@/features/projects/server';
import { requireUserWith } from '@/lib/auth/page';
import { parseQuery } from '@/lib/http/query';
import { localeFrom } from '@/lib/i18n/locale';
import { pickMessages } from '@/lib/i18n/pick-messages';

export async function generateMetadata({ params }: PageProps<'/[locale]/measurements'>): Promise<Metadata> {
  const t = await getTranslations({ locale: await localeFrom(params), namespace: 'Measurements' });
  return { title: t('title'), robots: { index: false, follow: false } };
}

// Sign-in required: the page checks the session itself. The list the filters select, the
// projects and the saved surfaces (at most 100 materials) are read here with the user's token and handed to swr,
// which keeps them and their changes in the browser.
export default async function Page({ params, searchParams }: PageProps<'/[locale]/measurements'>) {
  const locale = await localeFrom(params);
  setRequestLocale(locale);
  const filters = parseFilters(parseQuery(await searchParams));
  // After signing in, the visitor comes back to the same filtered list.
  const { data: fallback } = await requireUserWith(locale, `/measurements${filterQuery(filters)}`, () =>
    firstData({ ...measurementsRead(filters, locale), ...projectsRead(), ...materialsRead(locale) }),
  );
  const [t, messages] = await Promise.all([
    getTranslations('Measurements'),
    pickMessages(locale, ['Measurements', 'ColourDifference', 'SurfacePicker', 'Combobox']),
  ]);
  return (
    <div className="container">
      <PageHeader title={t('title')} intro={t('intro')} />
      <NextIntlClientProvider messages={messages}>
        <SWRConfig value={{ fallback, revalidateIfStale: false }}>
          <MeasurementsView legend={<DeltaLegend />} />
        </SWRConfig>
      </NextIntlClientProvider>
    </div>
  );
}
