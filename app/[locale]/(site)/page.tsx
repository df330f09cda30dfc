import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { RenderBlocks } from '@/components/blocks/RenderBlocks';
import { localeFrom } from '@/lib/i18n/locale';
import { pageMetadata } from '@/lib/seo/metadata';
import { getHome } from '@/lib/strapi';

export async function generateMetadata({ params }: PageProps<'/[locale]'>): Promise<Metadata> {
  const locale = await localeFrom(params);
  const home = await getHome(locale).catch(() => null);
  return pageMetadata({
    locale,
    path: '/',
    title: home?.seo.title ?? 'Ytbanken',
    description: home?.seo.description,
    image: home?.seo.image?.url ?? home?.blocks.find((b) => b.__component === 'blocks.hero')?.image?.url,
    absoluteTitle: true,
  });
}

export default async function HomePage({ params }: PageProps<'/[locale]'>) {
  const locale = await localeFrom(params);
  setRequestLocale(locale);
  const home = await getHome(locale);
  return (
    <article className="home">
      <RenderBlocks blocks={home.blocks} />
    </article>
  );
}
