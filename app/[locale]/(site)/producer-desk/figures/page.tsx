import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Pagination } from '@/components/catalogue/Pagination';
import { PageHeader } from '@/components/PageHeader';
import { NotProducer } from '@/features/producer-desk/NotProducer';
import { pageFrom } from '@/features/producer-desk/server';
import { SurfaceFiguresList } from '@/features/producer-figures/SurfaceFiguresList';
import { Link } from '@/i18n/navigation';
import { requireUser } from '@/lib/auth/page';
import { pageToken } from '@/lib/auth/session';
import { localeFrom } from '@/lib/i18n/locale';
import { getDeskFigures } from '@/lib/strapi/figures';
import { isNotProducer } from '@/lib/strapi/producer-desk';

export async function generateMetadata({ params }: PageProps<'/[locale]/producer-desk/figures'>): Promise<Metadata> {
  const t = await getTranslations({ locale: await localeFrom(params), namespace: 'ProducerFigures' });
  return { title: t('title'), robots: { index: false, follow: false } };
}

const figuresPage = (page: number): { pathname: string; query: Record<string, string> } => ({
  pathname: '/producer-desk/figures',
  query: page > 1 ? { page: String(page) } : {},
});

// Sign-in required; the cms answers only for the producers an editor linked to the account
// and refuses every other account, which gets the desk's page that says so.
export default async function ProducerFiguresPage({ params, searchParams }: PageProps<'/[locale]/producer-desk/figures'>) {
  const locale = await localeFrom(params);
  setRequestLocale(locale);
  const query = await searchParams;
  const token = await pageToken();
  // Asked for beside the session check rather than after it: the cms checks the token itself.
  // Caught for now so a lapsed session's refusal is not left unhandled while the check redirects.
  const answer = token ? getDeskFigures(token, locale, pageFrom(query.page)) : null;
  answer?.catch(() => {});
  await requireUser(locale, '/producer-desk/figures', query);
  const [t, desk] = await Promise.all([getTranslations('ProducerFigures'), getTranslations('ProducerDesk')]);

  let figures;
  try {
    // requireUser has sent anyone without a token to the login page.
    figures = await answer!;
  } catch (error) {
    if (!isNotProducer(error)) throw error;
    return <NotProducer title={t('title')} intro={desk('notProducer')} />;
  }

  return (
    <div className="container">
      <PageHeader title={t('title')} intro={t('intro', { weeks: figures.weeks.length })} />
      <p>{t('privacy', { shownFrom: figures.shownFrom })}</p>
      <p>
        <Link href="/producer-desk">{t('back')}</Link>
        {' · '}
        {/* A route handler, not a page: a plain link that downloads. */}
        <a href={`/api/producer-desk/figures?locale=${locale}`} download>
          {t('csv')}
        </a>
      </p>
      <SurfaceFiguresList figures={figures} locale={locale} />
      <Pagination page={figures.page} pageCount={figures.pageCount} hrefFor={figuresPage} />
    </div>
  );
}
