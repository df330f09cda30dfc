import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ProductCard } from '@/components/catalogue/ProductCard';
import { SurfaceSwatches } from '@/components/catalogue/SurfaceSwatches';
import { PicksProvider } from '@/features/picks/Picks';
import { surfacePicks } from '@/features/picks/SurfacePicks';
import { SearchDeadEnd } from '@/features/search/SearchDeadEnd';
import { SEARCH_HEADING_ID, SearchOffer } from '@/features/search/SearchOffer';
import { ncsNotation } from '@ytbanken/domain/colour/ncs';
import { Link } from '@/i18n/navigation';
import { sitePaths } from '@/lib/catalogue/paths';
import { firstString, parseQuery } from '@/lib/http/query';
import { localeFrom } from '@/lib/i18n/locale';
import { readQuery, withSynonymFilters } from '@/lib/search/query-filters';
import { pageMetadata } from '@/lib/seo/metadata';
import { search, type SearchResults } from '@/lib/strapi';
import { answerBusy } from '@/lib/http/unavailable';
import { isCmsBusy } from '@/lib/strapi/errors';
import styles from './search.module.css';

const MIN_LENGTH = 2;

export async function generateMetadata({ params }: PageProps<'/[locale]/search'>): Promise<Metadata> {
  const locale = await localeFrom(params);
  const t = await getTranslations({ locale, namespace: 'Search' });
  return { ...pageMetadata({ locale, path: '/search', title: t('title'), description: t('intro') }), robots: { index: false } };
}

export default async function SearchPage({ params, searchParams }: PageProps<'/[locale]/search'>) {
  const locale = await localeFrom(params);
  setRequestLocale(locale);
  const query = (firstString(parseQuery(await searchParams), 'q') ?? '').trim().slice(0, 100);
  const [t, tGrid] = await Promise.all([getTranslations('Search'), getTranslations('ProductGrid')]);
  // The filters the words name are read here, not by the cms: the offer stands even when the cms is busy.
  const typed = readQuery(query.length >= MIN_LENGTH ? query : '');
  // A search the cms cannot take now says so on the page (decision 026); any other failure is the error page's.
  let results: SearchResults | null = null;
  let busy = false;
  if (query.length >= MIN_LENGTH) {
    try {
      results = await search(query, locale);
    } catch (error) {
      if (!isCmsBusy(error)) throw error;
      busy = true;
      answerBusy();
    }
  }
  // The filters editors' synonyms give the words ("badrum") only the cms knows.
  const reading = results ? withSynonymFilters(typed, results.synonymFilters) : typed;
  // A question that is an NCS code some surface found declares: its colour search, around that code.
  const code = ncsNotation(query);
  const ncs = code !== null && (results?.surfaces ?? []).some((s) => s.facts.ncs !== null && ncsNotation(s.facts.ncs) === code) ? code : null;

  return (
    <div className="container search-page">
      <header className="page__header">
        <h1 id={SEARCH_HEADING_ID} tabIndex={-1}>
          {t('title')}
        </h1>
        <p className="muted">{t('intro')}</p>
        <p>
          <Link href="/colour-search">{t('colourSearch')}</Link>
        </p>
      </header>
      <search>
        <form method="get" className="search-form" role="search">
          <label htmlFor="search-q" className="field__label">
            {t('label')}
          </label>
          <div className={styles.row}>
            <input
              id="search-q"
              type="search"
              name="q"
              defaultValue={query}
              placeholder={t('placeholder')}
              minLength={MIN_LENGTH}
              maxLength={100}
              autoComplete="off"
            />
            <button type="submit" className="button">
              {t('submit')}
            </button>
          </div>
        </form>
      </search>

      {query && query.length < MIN_LENGTH && <p role="status">{t('tooShort')}</p>}
      <SearchOffer reading={reading} />
      {busy && (
        <p role="status" className="notice" data-cms-busy="">
          {t('busy')}
        </p>
      )}
      {results && (
        <>
          <p role="status" className={styles.count}>
            {t('results', { count: results.total, query })}
          </p>
          {results.total === 0 && (
            <>
              <p className="empty">{t('noResults')}</p>
              <SearchDeadEnd reading={reading} didYouMean={results.didYouMean} />
            </>
          )}
          <Hits id="hits-products" heading={t('products')} shown={results.products.length} count={results.counts.products}>
            <ul className="cards">
              {results.products.map((product, index) => (
                <ProductCard key={product.id} product={product} href={sitePaths.product(product.id)} noImage={tGrid('noImage')} first={index === 0} />
              ))}
            </ul>
          </Hits>
          <Hits id="hits-surfaces" heading={t('surfaces')} shown={results.surfaces.length} count={results.counts.surfaces}>
            {ncs !== null && (
              <p>
                <Link href={{ pathname: '/colour-search', query: { ncs } }}>{t('ncsColourSearch', { code: ncs })}</Link>
              </p>
            )}
            <PicksProvider>
              <SurfaceSwatches surfaces={results.surfaces} paths={sitePaths} actions={surfacePicks} />
            </PicksProvider>
          </Hits>
          <Hits id="hits-producers" heading={t('producers')} shown={results.producers.length} count={results.counts.producers}>
            <LinkList links={results.producers.map((p) => ({ key: p.id, href: `/producer/${p.slug}`, label: p.name }))} />
          </Hits>
          <Hits id="hits-pages" heading={t('pages')} shown={results.pages.length} count={results.counts.pages}>
            <LinkList links={results.pages.map((p) => ({ key: p.id, href: `/${p.slug}`, label: p.title }))} />
          </Hits>
        </>
      )}
    </div>
  );
}

/** One kind of hit: its heading, how many there are (and how many are shown, when not all), the hits. */
async function Hits({ id, heading, shown, count, children }: { id: string; heading: string; shown: number; count: number; children: React.ReactNode }) {
  if (shown === 0) return null;
  const t = await getTranslations('Search');
  return (
    <section aria-labelledby={id} className="detail__section">
      <h2 id={id}>{heading}</h2>
      <p className="muted">{shown < count ? t('kindShown', { shown, count }) : t('kindCount', { count })}</p>
      {children}
    </section>
  );
}

function LinkList({ links }: { links: { key: string; href: string; label: string }[] }) {
  return (
    <ul className="link-list">
      {links.map((link) => (
        <li key={link.key}>
          <Link href={link.href}>{link.label}</Link>
        </li>
      ))}
    </ul>
  );
}
