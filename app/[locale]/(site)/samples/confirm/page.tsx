import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { confirmTokenSchema } from '@/lib/records/samples';
import { ConfirmOrderForm } from '@/features/samples/ConfirmOrderForm';
import { Link } from '@/i18n/navigation';
import { firstString, parseQuery } from '@/lib/http/query';
import { localeFrom } from '@/lib/i18n/locale';
import { pageMetadata } from '@/lib/seo/metadata';
import { confirmOrder } from '@/features/samples/server';

export async function generateMetadata({ params }: PageProps<'/[locale]/samples/confirm'>): Promise<Metadata> {
  const locale = await localeFrom(params);
  const t = await getTranslations({ locale, namespace: 'Samples.confirm' });
  // A page reached from one mail's link: never in a search engine.
  return { ...pageMetadata({ locale, path: '/samples/confirm', title: t('title') }), robots: { index: false, follow: false } };
}

/** Where a sample order's confirmation mail leads: one button confirms it (docs/decisions/019). */
export default async function ConfirmSampleOrderPage({ params, searchParams }: PageProps<'/[locale]/samples/confirm'>) {
  const locale = await localeFrom(params);
  setRequestLocale(locale);
  const t = await getTranslations('Samples.confirm');
  const token = confirmTokenSchema.safeParse(firstString(parseQuery(await searchParams), 'token'));
  return (
    <div className="container narrow">
      <h1>{t('title')}</h1>
      {token.success ? (
        <>
          <p>{t('intro')}</p>
          <ConfirmOrderForm action={confirmOrder.bind(null, locale)} token={token.data} submit={t('submit')} pending={t('pending')} ordered={t('ordered')} />
        </>
      ) : (
        <p role="alert">{t('unknown')}</p>
      )}
      <p>
        <Link href="/samples">{t('newOrder')}</Link>
      </p>
    </div>
  );
}
