import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ProductCard } from '@/components/catalogue/ProductCard';
import { SurfaceSwatches } from '@/components/catalogue/SurfaceSwatches';
import { PicksProvider } from '@/features/picks/Picks';
import { surfacePicks } from '@/features/picks/SurfacePicks';
import { Link } from '@/i18n/navigation';
import { sitePaths } from '@/lib/catalogue/paths';
import { firstString, parseQuery } from '@/lib/http/query';
import { localeFrom } from '@/lib/i18n/locale';
import { pageMetadata } from '@/lib/seo/metadata';
import { search, type SearchResults } from '@/lib/strapi';
import { isCmsBusy } from '@/lib/strapi/slow';

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
  // A search the cms cannot take now says so on the page (decision 026); any other failure is the error page's.
  let results: SearchResults | null = null;
  let busy = false;
  if (query.length >= MIN_LENGTH) {
    try {
      results = await search(query, locale);
    } catch (error) {
      if (!isCmsBusy(error)) throw error;
      busy = true;
    }
  }

  return (
    <div className="container search-page">
      <header className="page__header">
        <h1>{t('title')}</h1>
        <p className="muted">{t('intro')}</p>
      </header>
      <search>
        <form method="get" className="search-form" role="search">
          <label htmlFor="search-q" className="field__label">
            {t('label')}
          </label>
          <div className="search-form__row">
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
      {busy && (
        <p role="status" className="notice" data-cms-busy="">
          {t('busy')}
        </p>
      )}
      {results && (
        <>
          <p role="status" className="search-page__count">
            {t('results', { count: results.total, query })}
          </p>
          {results.total === 0 && <p className="empty">{t('noResults')}</p>}
          {results.products.length > 0 && (
            <section aria-labelledby="hits-products" className="detail__section">
              <h2 id="hits-products">{t('products')}</h2>
              <ul className="cards">
                {results.products.map((product) => (
                  <ProductCard key={product.id} product={product} href={sitePaths.product(product.id)} noImage={tGrid('noImage')} />
                ))}
              </ul>
            </section>
          )}
          {results.surfaces.length > 0 && (
            <section aria-labelledby="hits-surfaces" className="detail__section">
              <h2 id="hits-surfaces">{t('surfaces')}</h2>
              <PicksProvider>
                <SurfaceSwatches surfaces={results.surfaces} paths={sitePaths} actions={surfacePicks} />
              </PicksProvider>
            </section>
          )}
          <LinkSection
            id="hits-producers"
            heading={t('producers')}
            links={results.producers.map((p) => ({ key: p.id, href: `/producer/${p.slug}`, label: p.name }))}
          />
          <LinkSection id="hits-pages" heading={t('pages')} links={results.pages.map((p) => ({ key: p.id, href: `/${p.slug}`, label: p.title }))} />
        </>
      )}
    </div>
  );
}

function LinkSection({ id, heading, links }: { id: string; heading: string; links: { key: string; href: string; label: string }[] }) {
  if (links.length === 0) return null;
  return (
    <section aria-labelledby={id} className="detail__section">
      <h2 id={id}>{heading}</h2>
      <ul className="link-list">
        {links.map((link) => (
          <li key={link.key}>
            <Link href={link.href}>{link.label}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
