import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { Pagination } from '@/components/catalogue/Pagination';
import { ProductCard } from '@/components/catalogue/ProductCard';
import { RichText } from '@/components/RichText';
import { producerPaths } from '@/lib/catalogue/paths';
import { parsePage, productSearchQuery } from '@/lib/catalogue/product-query';
import { countryName } from '@/lib/i18n/country';
import { localeFrom } from '@/lib/i18n/locale';
import { richTextSummary } from '@/lib/seo/summary';
import { pageMetadata } from '@/lib/seo/metadata';
import { getProducer, getProducts } from '@/lib/strapi';

type Props = PageProps<'/[locale]/producer/[slug]'>;

/** The producer and one page of its products (PRODUCTS_PER_PAGE, by name); null for an unknown producer or a page past the last. */
async function producerPage({ params, searchParams }: Props) {
  const locale = await localeFrom(params);
  const [{ slug }, page] = await Promise.all([params, searchParams.then(parsePage)]);
  const producer = await getProducer(slug, locale);
  if (!producer) return { locale, page: null };
  const list = await getProducts({ locale, producer: producer.slug, page });
  if (page > 1 && list.products.length === 0) return { locale, page: null };
  return { locale, page: { producer, ...list } };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { locale, page } = await producerPage(props).catch(() => ({ locale: 'sv' as const, page: null }));
  if (!page) return {};
  const { producer, pagination } = page;
  const [t, tProducer] = await Promise.all([getTranslations({ locale, namespace: 'ProductList' }), getTranslations({ locale, namespace: 'ProducerPage' })]);
  const title = pagination.page > 1 ? `${producer.name} · ${t('page', { page: pagination.page, pages: pagination.pageCount })}` : producer.name;
  // Search results show the producer's own words, or failing those who it is on the site.
  const description = richTextSummary(producer.description) ?? tProducer('presentedBy', { name: producer.name });
  return pageMetadata({ locale, path: `/producer/${producer.slug}`, title, description, image: producer.logo?.url, page: pagination.page });
}

export default async function ProducerPage(props: Props) {
  const { locale, page } = await producerPage(props);
  setRequestLocale(locale);
  if (!page) notFound();
  const { producer, products, pagination } = page;
  const [t, tGrid] = await Promise.all([getTranslations('ProducerPage'), getTranslations('ProductGrid')]);
  const paths = producerPaths(producer.slug);

  return (
    <div className="container producer-page">
      <header className="page__header">
        <h1>{producer.name}</h1>
        <dl className="specs">
          {producer.country && (
            <div>
              <dt>{t('country')}</dt>
              <dd>{countryName(producer.country, locale)}</dd>
            </div>
          )}
          {producer.website && (
            <div>
              <dt>{t('website')}</dt>
              <dd>
                <a href={producer.website} rel="noopener noreferrer">
                  {producer.website.replace(/^https?:\/\//, '')}
                </a>
              </dd>
            </div>
          )}
        </dl>
      </header>
      <div className="prose">
        <RichText nodes={producer.description} />
      </div>
      <section id="products" aria-labelledby="producer-products" className="detail__section">
        <h2 id="producer-products">
          {t('products')} <span className="muted">({t('productCount', { count: pagination.total })})</span>
        </h2>
        <ul className="cards">
          {products.map((product) => (
            <ProductCard key={product.id} product={product} href={paths.product(product.id)} noImage={tGrid('noImage')} />
          ))}
        </ul>
        <Pagination
          page={pagination.page}
          pageCount={pagination.pageCount}
          hrefFor={(p) => ({ pathname: `/producer/${producer.slug}`, query: productSearchQuery({ page: p }), hash: 'products' })}
        />
      </section>
    </div>
  );
}
