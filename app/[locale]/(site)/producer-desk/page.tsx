import type { Metadata } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Pagination } from '@/components/catalogue/Pagination';
import { PageHeader } from '@/components/PageHeader';
import { DeskLines } from '@/features/producer-desk/DeskLines';
import { EpdUploadForm } from '@/features/producer-desk/EpdUploadForm';
import { ExpiringEpds } from '@/features/producer-desk/ExpiringEpds';
import { NotProducer } from '@/features/producer-desk/NotProducer';
import { markLine, pageFrom, uploadEpd } from '@/features/producer-desk/server';
import { Link } from '@/i18n/navigation';
import { requireUser } from '@/lib/auth/page';
import { pageToken } from '@/lib/auth/session';
import { localeFrom } from '@/lib/i18n/locale';
import { pickMessages } from '@/lib/i18n/pick-messages';
import { getDeskOverview } from '@/lib/strapi/producer-desk';

export async function generateMetadata({ params }: PageProps<'/[locale]/producer-desk'>): Promise<Metadata> {
  const t = await getTranslations({ locale: await localeFrom(params), namespace: 'ProducerDesk' });
  return { title: t('title'), robots: { index: false, follow: false } };
}

const deskPage = (page: number): { pathname: string; query: Record<string, string> } => ({
  pathname: '/producer-desk',
  query: page > 1 ? { page: String(page) } : {},
});

// Sign-in required, and the cms answers the desk only for accounts an editor linked to a
// producer: any other account gets a page that says so. Everything is read with the user's
// token, here on the server, in one request to the cms.
export default async function ProducerDeskPage({ params, searchParams }: PageProps<'/[locale]/producer-desk'>) {
  const locale = await localeFrom(params);
  setRequestLocale(locale);
  const query = await searchParams;
  const token = await pageToken();
  // Asked for beside the session check rather than after it: the cms checks the token itself.
  // Caught for now so a lapsed session's refusal is not left unhandled while the check redirects.
  const answer = token ? getDeskOverview(token, pageFrom(query.page), locale) : Promise.resolve(null);
  answer.catch(() => {});
  await requireUser(locale, '/producer-desk', query);
  const [t, figures, desk, messages] = await Promise.all([
    getTranslations('ProducerDesk'),
    getTranslations('ProducerFigures'),
    answer,
    pickMessages(locale, ['ProducerDesk', 'Combobox']),
  ]);
  if (!desk) return <NotProducer title={t('title')} intro={t('notProducer')} />;
  const { producers, lines, epds } = desk;

  return (
    <div className="container">
      <PageHeader title={t('title')} intro={t('intro', { producers: producers.map((p) => p.name).join(', ') })} />
      <p>
        <Link href="/producer-desk/catalogue">{t('catalogue.link')}</Link>
      </p>
      <p>
        <Link href="/producer-desk/figures">{figures('deskLink')}</Link>
      </p>
      <NextIntlClientProvider messages={messages}>
        <section aria-labelledby="desk-lines">
          <h2 id="desk-lines">{t('lines.heading', { total: lines.total })}</h2>
          <DeskLines lines={lines.lines} locale={locale} action={markLine.bind(null, locale)} />
          <Pagination page={lines.page} pageCount={lines.pageCount} hrefFor={deskPage} />
        </section>
        <section aria-labelledby="desk-epds">
          <h2 id="desk-epds">{t('epds.heading')}</h2>
          <ExpiringEpds epds={epds} />
          <EpdUploadForm action={uploadEpd.bind(null, locale)} />
        </section>
      </NextIntlClientProvider>
    </div>
  );
}
