import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Pagination } from '@/components/catalogue/Pagination';
import { ProductCard } from '@/components/catalogue/ProductCard';
import { ProductFilters } from '@/components/catalogue/ProductFilters';
import { Link } from '@/i18n/navigation';
import { sitePaths } from '@/lib/catalogue/paths';
import { parseProductSearch, productSearchQuery, type ProductSearch } from '@/lib/catalogue/product-query';
import { localeFrom } from '@/lib/i18n/locale';
import { pageMetadata } from '@/lib/seo/metadata';
import { CATEGORIES, COLOUR_FAMILIES, getProducerOptions, getProducts } from '@/lib/strapi';

export async function generateMetadata({ params }: PageProps<'/[locale]/products'>): Promise<Metadata> {
  const locale = await localeFrom(params);
  const t = await getTranslations({ locale, namespace: 'ProductList' });
  return pageMetadata({ locale, path: '/products', title: t('title'), description: t('description') });
}

export default async function ProductListPage({ params, searchParams }: PageProps<'/[locale]/products'>) {
  const locale = await localeFrom(params);
  setRequestLocale(locale);
  const search = parseProductSearch(await searchParams);
  const [t, tCategory, tColour, tGrid] = await Promise.all([
    getTranslations('ProductList'),
    getTranslations('Categories'),
    getTranslations('ColourFamilies'),
    getTranslations('ProductGrid'),
  ]);
  const [{ products, pagination }, producers] = await Promise.all([getProducts({ locale, ...search }), getProducerOptions(locale)]);
  const hrefFor = (changes: Partial<ProductSearch>) => ({
    pathname: '/products',
    query: productSearchQuery({ ...search, ...changes }),
  });
  const filtered = Boolean(search.category || search.producer || search.colour);

  return (
    <div className="container catalogue">
      <header className="page__header">
        <h1>{t('title')}</h1>
        <p className="muted">{t('description')}</p>
      </header>
      <ProductFilters
        legend={t('filters')}
        applyLabel={t('apply')}
        updatingLabel={t('updating')}
        selects={[
          {
            name: 'category',
            label: t('category'),
            value: search.category ?? '',
            options: [{ value: '', label: t('any') }, ...CATEGORIES.map((c) => ({ value: c, label: tCategory(c) }))],
          },
          {
            name: 'producer',
            label: t('producer'),
            value: search.producer ?? '',
            options: [{ value: '', label: t('any') }, ...producers.map((p) => ({ value: p.slug, label: p.name }))],
          },
          {
            name: 'colour',
            label: t('colour'),
            value: search.colour ?? '',
            options: [{ value: '', label: t('any') }, ...COLOUR_FAMILIES.map((c) => ({ value: c, label: tColour(c) }))],
          },
          {
            name: 'sort',
            label: t('sort'),
            value: search.sort ?? 'name',
            options: [
              { value: 'name', label: t('sortName') },
              { value: 'newest', label: t('sortNewest') },
            ],
          },
        ]}
      />
      <div className="catalogue__summary">
        <p role="status" className="catalogue__count">
          {t('count', { count: pagination.total })}
        </p>
        {filtered && (
          <Link href="/products" className="catalogue__clear">
            {t('clear')}
          </Link>
        )}
      </div>
      {products.length === 0 ? (
        <p className="empty">{t('empty')}</p>
      ) : (
        <ul className="cards">
          {products.map((product, index) => (
            <ProductCard key={product.id} product={product} href={sitePaths.product(product.id)} noImage={tGrid('noImage')} first={index === 0} />
          ))}
        </ul>
      )}
      <Pagination page={pagination.page} pageCount={pagination.pageCount} hrefFor={(page) => hrefFor({ page })} />
    </div>
  );
}
