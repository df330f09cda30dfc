import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { productActions } from '@/app/[locale]/_catalogue/slots';
import { ProductDetail } from '@/components/catalogue/ProductDetail';
import { PicksProvider } from '@/features/picks/Picks';
import { surfacePicks } from '@/features/picks/SurfacePicks';
import { JsonLd } from '@/components/JsonLd';
import { getPathname } from '@/i18n/navigation';
import { sitePaths } from '@/lib/catalogue/paths';
import { env } from '@/lib/env';
import { localeFrom } from '@/lib/i18n/locale';
import { pageMetadata } from '@/lib/seo/metadata';
import { productJsonLd } from '@/lib/seo/product-json-ld';
import { getProduct } from '@/lib/strapi';

export async function generateMetadata({ params }: PageProps<'/[locale]/products/[id]'>): Promise<Metadata> {
  const locale = await localeFrom(params);
  const { id } = await params;
  const product = await getProduct(id, locale).catch(() => null);
  if (!product) return {};
  return pageMetadata({
    locale,
    path: sitePaths.product(product.id),
    title: product.name,
    description: product.summary,
    image: product.images[0]?.url,
  });
}

export default async function ProductPage({ params }: PageProps<'/[locale]/products/[id]'>) {
  const locale = await localeFrom(params);
  setRequestLocale(locale);
  const product = await getProduct((await params).id, locale);
  if (!product) notFound();

  const absolute = (path: string) => new URL(path, env().SITE_URL).toString();
  const url = absolute(getPathname({ href: sitePaths.product(product.id), locale }));
  return (
    <>
      <JsonLd data={productJsonLd(product, url, absolute)} />
      <PicksProvider>
        <ProductDetail
          product={product}
          locale={locale}
          paths={sitePaths}
          producerHref={product.producer ? `/producer/${product.producer.slug}` : null}
          actions={productActions(product)}
          surfaceActions={surfacePicks}
        />
      </PicksProvider>
    </>
  );
}
