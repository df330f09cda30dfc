import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Pagination } from '@/components/catalogue/Pagination';
import { FilterPanel } from '@/components/catalogue/FilterPanel';
import { ProductCard } from '@/components/catalogue/ProductCard';
import { ProductFacets } from '@/components/catalogue/ProductFacets';
import { RemovableChips } from '@/components/catalogue/RemovableChips';
import { permanentRedirect } from '@/i18n/navigation';
import { sitePaths } from '@/lib/catalogue/paths';
import { FILTER_NAMES, listParameters, parseProductSearch, productSearchQuery, queryString, type ProductSearch } from '@/lib/catalogue/product-query';
import { localeFrom } from '@/lib/i18n/locale';
import { pageMetadata } from '@/lib/seo/metadata';
import { getProducts } from '@/lib/strapi';
import type { Category, ColourFamily, Finish, Placement } from '@/lib/strapi/catalogue-schemas';
import styles from './products.module.css';

const RESULTS_ID = 'products-list';

export async function generateMetadata({ params }: PageProps<'/[locale]/products'>): Promise<Metadata> {
  const locale = await localeFrom(params);
  const t = await getTranslations({ locale, namespace: 'ProductList' });
  return pageMetadata({ locale, path: '/products', title: t('title'), description: t('description') });
}

export default async function ProductListPage({ params, searchParams }: PageProps<'/[locale]/products'>) {
  const locale = await localeFrom(params);
  setRequestLocale(locale);
  const asked = await searchParams;
  const search = parseProductSearch(asked);
  // One address per choice: the same choices in another order, with empty fields (the form
  // without JavaScript sends them all) or with values no list has are sent to the canonical
  // one, so the edge keeps one copy of each list. Parameters the list does not read are left
  // alone, as on every page. A producer slug nobody has stays: it may be
  // published tomorrow, and getProducts answers it without asking the cms.
  const query = productSearchQuery(search);
  if (queryString(listParameters(asked)) !== queryString(query)) permanentRedirect({ href: { pathname: '/products', query }, locale });

  const [t, tCategory, tColour, tFinish, tProperties, tGrid, tClimate] = await Promise.all([
    getTranslations('ProductList'),
    getTranslations('Categories'),
    getTranslations('ColourFamilies'),
    getTranslations('Finishes'),
    getTranslations('Properties'),
    getTranslations('ProductGrid'),
    getTranslations('ClimateFilter'),
  ]);
  const { products, pagination, facets } = await getProducts({ locale, ...search, facets: true });
  const hrefFor = (changes: Partial<ProductSearch>) => ({
    pathname: '/products',
    query: productSearchQuery({ ...search, ...changes }),
  });

  // Each choice made, with a link that takes that one away (and goes back to page 1).
  const chosen: { key: string; label: string; without: Partial<ProductSearch> }[] = [];
  const without = <K extends keyof ProductSearch>(name: K, value?: string): Partial<ProductSearch> => {
    const current = search[name];
    const rest = Array.isArray(current) ? current.filter((v) => v !== value) : [];
    return { [name]: rest.length > 0 ? rest : undefined, page: undefined };
  };
  for (const name of FILTER_NAMES) {
    const value = search[name];
    if (value === undefined) continue;
    if (Array.isArray(value)) {
      for (const v of value as string[]) {
        const label =
          name === 'category'
            ? tCategory(v as Category)
            : name === 'colour'
              ? tColour(v as ColourFamily)
              : name === 'finish'
                ? tFinish(v as Finish)
                : name === 'placement'
                  ? tProperties(`placements.${v as Placement}`)
                  : name === 'use'
                    ? t('choice.use', { value: v })
                    : v;
        chosen.push({ key: `${name}=${v}`, label, without: without(name, v) });
      }
    } else {
      const label =
        name === 'producer'
          ? t('choice.producer', { name: facets?.producer.find((p) => p.slug === value)?.name ?? String(value) })
          : name === 'epd'
            ? t('choice.epd')
            : name === 'maxLead'
              ? t('choice.maxLead', { days: Number(value) })
              : name === 'maxCarbon'
                ? tClimate('choiceMaxCarbon', { value: Number(value) })
                : name === 'validEpd'
                  ? tClimate('choiceValidEpd')
                  : t(`choice.${name as 'minLrv' | 'maxLrv' | 'minGloss' | 'maxGloss'}`, { value: Number(value) });
      chosen.push({ key: name, label, without: without(name) });
    }
  }

  return (
    <div className="container catalogue">
      <header className="page__header">
        <h1>{t('title')}</h1>
        <p className="muted">{t('description')}</p>
      </header>
      {/* On a phone the filters fold under a button and the list comes first. */}
      <FilterPanel label={t('filterButton', { count: chosen.length })}>
        <ProductFacets search={search} facets={facets} locale={locale} total={pagination.total} />
      </FilterPanel>
      <div className={styles.summary}>
        <p role="status" className={styles.count} data-testid="product-count">
          {t('count', { count: pagination.total })}
        </p>
        <RemovableChips
          label={t('choices')}
          chips={chosen.map((choice) => ({
            key: choice.key,
            label: choice.label,
            removeLabel: t('remove', { filter: choice.label }),
            href: hrefFor(choice.without),
          }))}
          fallbackId={RESULTS_ID}
          clear={{ label: t('clear'), href: hrefFor({ ...Object.fromEntries(FILTER_NAMES.map((name) => [name, undefined])), page: undefined }) }}
        />
      </div>
      {/* Where the focus goes when the last filter is removed: the list it changed. */}
      {products.length === 0 ? (
        <p className="empty" id={RESULTS_ID} tabIndex={-1}>
          {t('empty')}
        </p>
      ) : (
        <ul className="cards" id={RESULTS_ID} tabIndex={-1} aria-label={t('count', { count: pagination.total })}>
          {products.map((product, index) => (
            <ProductCard key={product.id} product={product} href={sitePaths.product(product.id)} noImage={tGrid('noImage')} first={index === 0} />
          ))}
        </ul>
      )}
      <Pagination page={pagination.page} pageCount={pagination.pageCount} hrefFor={(page) => hrefFor({ page })} />
    </div>
  );
}
