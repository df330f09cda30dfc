import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { productActions } from '@/app/[locale]/_catalogue/slots';
import { ProductDetail } from '@/components/catalogue/ProductDetail';
import { PicksProvider } from '@/features/picks/Picks';
import { surfacePicks } from '@/features/picks/SurfacePicks';
import { producerPaths, sitePaths } from '@/lib/catalogue/paths';
import { localeFrom } from '@/lib/i18n/locale';
import { pageMetadata } from '@/lib/seo/metadata';
import { getProduct } from '@/lib/strapi';

type Params = PageProps<'/[locale]/producer/[slug]/products/[id]'>['params'];

/** The product, but only when it belongs to this producer: anything else is a 404. */
async function producersProduct(params: Params) {
  const locale = await localeFrom(params);
  const { slug, id } = await params;
  const product = await getProduct(id, locale);
  return { locale, slug, product: product?.producer?.slug === slug ? product : null };
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale, product } = await producersProduct(params).catch(() => ({ locale: 'sv' as const, product: null }));
  if (!product) return {};
  // The site's own product page is the canonical one.
  return pageMetadata({ locale, path: sitePaths.product(product.id), title: product.name, description: product.summary });
}

export default async function ProducerProductPage({ params }: { params: Params }) {
  const { locale, slug, product } = await producersProduct(params);
  setRequestLocale(locale);
  if (!product) notFound();
  return (
    <PicksProvider>
      <ProductDetail
        product={product}
        locale={locale}
        paths={producerPaths(slug)}
        producerHref={`/producer/${slug}`}
        actions={productActions(product)}
        surfaceActions={surfacePicks}
      />
    </PicksProvider>
  );
}
