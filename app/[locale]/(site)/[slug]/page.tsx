import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { RenderBlocks } from '@/components/blocks/RenderBlocks';
import { localeFrom } from '@/lib/i18n/locale';
import { pageMetadata } from '@/lib/seo/metadata';
import { getPage } from '@/lib/strapi';

export async function generateMetadata({ params }: PageProps<'/[locale]/[slug]'>): Promise<Metadata> {
  const locale = await localeFrom(params);
  const { slug } = await params;
  const page = await getPage(slug, locale).catch(() => null);
  if (!page) return {};
  const paths = Object.fromEntries(Object.entries(page.slugs).map(([l, s]) => [l, `/${s}`]));
  const firstImage = page.blocks.find((b) => b.__component === 'blocks.hero' || b.__component === 'blocks.image');
  return pageMetadata({
    locale,
    path: paths,
    title: page.seo.title ?? page.title,
    description: page.seo.description,
    image: page.seo.image?.url ?? (firstImage && 'image' in firstImage ? firstImage.image?.url : null),
  });
}

export default async function CmsPage({ params }: PageProps<'/[locale]/[slug]'>) {
  const locale = await localeFrom(params);
  setRequestLocale(locale);
  const { slug } = await params;
  const page = await getPage(slug, locale);

  // Slugs are per language: /en/om-oss is a 404 (the language switcher knows the way).
  if (!page) notFound();

  const startsWithHero = page.blocks[0]?.__component === 'blocks.hero';
  return (
    <article className="page">
      {!startsWithHero && (
        <header className="container page__header">
          <h1>{page.title}</h1>
        </header>
      )}
      <RenderBlocks blocks={page.blocks} />
    </article>
  );
}
