import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { CompareView } from '@/features/compare/CompareView';
import { parseCompareIds } from '@/features/compare';
import { CountBeacon } from '@/features/producer-figures/CountBeacon';
import { localeFrom } from '@/lib/i18n/locale';
import { pageMetadata } from '@/lib/seo/metadata';

export async function generateMetadata({ params }: PageProps<'/[locale]/compare'>): Promise<Metadata> {
  const locale = await localeFrom(params);
  const t = await getTranslations({ locale, namespace: 'ComparePage' });
  // A public page (shared addresses are the point), but not in the sitemap: its content is the address's.
  return pageMetadata({ locale, path: '/compare', title: t('title'), description: t('intro') });
}

export default async function ComparePage({ params, searchParams }: PageProps<'/[locale]/compare'>) {
  const locale = await localeFrom(params);
  setRequestLocale(locale);
  const request = parseCompareIds((await searchParams).s);
  // A comparison is two surfaces or more; the cms counts only those that are published surfaces.
  const compared = request.ids.length >= 2 && !request.tooMany;
  return (
    <>
      {compared && <CountBeacon kind="compare" surfaces={request.ids} />}
      <CompareView request={request} locale={locale} />
    </>
  );
}
