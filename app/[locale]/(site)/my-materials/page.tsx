import type { Metadata } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { SWRConfig } from 'swr';
import { PageHeader } from '@/components/PageHeader';
import { firstData } from '@/lib/auth/first-data';
import { MaterialsList } from '@/features/materials/MaterialsList';
import { materialsRead } from '@/features/materials/server';
import { projectsRead } from '@/features/projects/server';
import { requireUserWith } from '@/lib/auth/page';
import { localeFrom } from '@/lib/i18n/locale';
import { pickMessages } from '@/lib/i18n/pick-messages';

export async function generateMetadata({ params }: PageProps<'/[locale]/my-materials'>): Promise<Metadata> {
  const t = await getTranslations({ locale: await localeFrom(params), namespace: 'Materials' });
  return { title: t('title'), robots: { index: false, follow: false } };
}

// Sign-in required: the page checks the session itself. The list is read here, with the
// user's token, and handed to swr, which keeps it and its changes in the browser.
export default async function MyMaterialsPage({ params, searchParams }: PageProps<'/[locale]/my-materials'>) {
  const locale = await localeFrom(params);
  setRequestLocale(locale);
  const { data: fallback } = await requireUserWith(
    locale,
    '/my-materials',
    () => firstData({ ...materialsRead(locale), ...projectsRead() }),
    await searchParams,
  );
  const [t, messages] = await Promise.all([getTranslations('Materials'), pickMessages(locale, ['Materials'])]);
  return (
    <div className="container">
      <PageHeader title={t('title')} intro={t('intro')} />
      <NextIntlClientProvider messages={messages}>
        <SWRConfig value={{ fallback, revalidateIfStale: false }}>
          <MaterialsList />
        </SWRConfig>
      </NextIntlClientProvider>
    </div>
  );
}
