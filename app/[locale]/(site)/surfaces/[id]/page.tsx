import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { CatalogueSurface } from '@/app/[locale]/_catalogue/CatalogueSurface';
import { preloadNeighbours } from '@/app/[locale]/_catalogue/neighbours';
import { sitePaths } from '@/lib/catalogue/paths';
import { localeFrom } from '@/lib/i18n/locale';
import { pageMetadata } from '@/lib/seo/metadata';
import { getSurface } from '@/lib/strapi';

export async function generateMetadata({ params }: PageProps<'/[locale]/surfaces/[id]'>): Promise<Metadata> {
  const locale = await localeFrom(params);
  const surface = await getSurface((await params).id, locale).catch(() => null);
  if (!surface) return {};
  return pageMetadata({
    locale,
    path: sitePaths.surface(surface.id),
    title: surface.product ? `${surface.name} – ${surface.product.name}` : surface.name,
    description: [surface.articleNumber, surface.ncs].filter(Boolean).join(' · '),
    image: surface.swatch?.url,
  });
}

export default async function SurfacePage({ params }: PageProps<'/[locale]/surfaces/[id]'>) {
  const locale = await localeFrom(params);
  setRequestLocale(locale);
  const { id } = await params;
  preloadNeighbours(id, locale);
  const surface = await getSurface(id, locale);
  if (!surface) notFound();
  const producer = surface.product?.producer;
  return <CatalogueSurface surface={surface} locale={locale} paths={sitePaths} producerHref={producer ? `/producer/${producer.slug}` : null} />;
}
