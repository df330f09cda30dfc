import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { CatalogueSurface } from '@/app/[locale]/_catalogue/CatalogueSurface';
import { preloadNeighbours } from '@/app/[locale]/_catalogue/neighbours';
import { producerPaths, sitePaths } from '@/lib/catalogue/paths';
import { localeFrom } from '@/lib/i18n/locale';
import { pageMetadata } from '@/lib/seo/metadata';
import { getSurface } from '@/lib/strapi';

type Params = PageProps<'/[locale]/producer/[slug]/surfaces/[id]'>['params'];

/** The surface, but only when its product belongs to this producer: anything else is a 404. */
async function producersSurface(params: Params) {
  const locale = await localeFrom(params);
  const { slug, id } = await params;
  preloadNeighbours(id, locale);
  const surface = await getSurface(id, locale);
  return { locale, slug, surface: surface?.product?.producer?.slug === slug ? surface : null };
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale, surface } = await producersSurface(params).catch(() => ({ locale: 'sv' as const, surface: null }));
  if (!surface) return {};
  return pageMetadata({ locale, path: sitePaths.surface(surface.id), title: surface.name, description: surface.articleNumber });
}

export default async function ProducerSurfacePage({ params }: { params: Params }) {
  const { locale, slug, surface } = await producersSurface(params);
  setRequestLocale(locale);
  if (!surface) notFound();
  return <CatalogueSurface surface={surface} locale={locale} paths={producerPaths(slug)} producerHref={`/producer/${slug}`} />;
}
