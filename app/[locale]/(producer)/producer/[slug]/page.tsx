import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { ProductCard } from '@/components/catalogue/ProductCard';
import { RichText } from '@/components/RichText';
import { producerPaths } from '@/lib/catalogue/paths';
import { countryName } from '@/lib/i18n/country';
import { localeFrom } from '@/lib/i18n/locale';
import { pageMetadata } from '@/lib/seo/metadata';
import { getProducer } from '@/lib/strapi';

export async function generateMetadata({ params }: PageProps<'/[locale]/producer/[slug]'>): Promise<Metadata> {
  const locale = await localeFrom(params);
  const producer = await getProducer((await params).slug, locale).catch(() => null);
  if (!producer) return {};
  return pageMetadata({ locale, path: `/producer/${producer.slug}`, title: producer.name, image: producer.logo?.url });
}

export default async function ProducerPage({ params }: PageProps<'/[locale]/producer/[slug]'>) {
  const locale = await localeFrom(params);
  setRequestLocale(locale);
  const producer = await getProducer((await params).slug, locale);
  if (!producer) notFound();
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
          {t('products')} <span className="muted">({t('productCount', { count: producer.products.length })})</span>
        </h2>
        <ul className="cards">
          {producer.products.map((product) => (
            <ProductCard key={product.id} product={product} href={paths.product(product.id)} noImage={tGrid('noImage')} />
          ))}
        </ul>
      </section>
    </div>
  );
}
