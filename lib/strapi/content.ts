import 'server-only';
import { cache } from 'react';
import type { Locale } from '@/i18n/routing';
import { strapiFetch } from './client';
import { routing } from '@/i18n/routing';
import { globalSchema, homeSchema, pageListSchema, pageLocalizationsSchema } from './schemas';
import { TAGS } from './tags';

const productCardPopulate = {
  fields: ['name', 'slug', 'summary', 'category'],
  populate: { images: true, producer: { fields: ['name', 'slug'] } },
};

/** How every dynamic zone is populated: each block type asks for exactly what it shows. */
export const blocksPopulate = {
  on: {
    'blocks.hero': { populate: { image: true } },
    'blocks.rich-text': true,
    'blocks.image': { populate: { image: true } },
    'blocks.call-to-action': true,
    'blocks.product-grid': { populate: { products: productCardPopulate } },
    'blocks.faq': { populate: { items: true } },
  },
};

/** Site name, navigation, footer and contact details (the global single type). */
export const getGlobal = cache((locale: Locale) =>
  strapiFetch({
    path: '/global',
    query: { locale, populate: { navigation: true, footerLinks: true } },
    schema: globalSchema,
    tags: [TAGS.global],
  }),
);

/** The front page's blocks; featured products come with their cards. */
export const getHome = cache((locale: Locale) =>
  strapiFetch({
    path: '/home',
    query: { locale, populate: { blocks: blocksPopulate, seo: true } },
    schema: homeSchema,
    tags: [TAGS.home, TAGS.product],
  }),
);

/** A CMS page by its slug in the given language, or null. */
export const getPage = cache(async (slug: string, locale: Locale) => {
  const pages = await strapiFetch({
    path: '/pages',
    query: { locale, filters: { slug: { $eq: slug } }, populate: { blocks: blocksPopulate, seo: true } },
    schema: pageListSchema,
    tags: [TAGS.page, TAGS.product],
  });
  return pages[0] ?? null;
});

/**
 * The slug a page has in `locale` when `slug` belongs to another language, so
 * /en/om-oss can send the visitor to /en/about-us. Null when no page has that slug.
 */
export async function getPageSlugIn(slug: string, locale: Locale): Promise<string | null> {
  for (const other of routing.locales.filter((l) => l !== locale)) {
    const localizations = await strapiFetch({
      path: '/pages',
      query: {
        locale: other,
        filters: { slug: { $eq: slug } },
        fields: ['slug'],
        populate: { localizations: { fields: ['slug', 'locale'] } },
      },
      schema: pageLocalizationsSchema,
      tags: [TAGS.page],
    });
    const match = localizations.find((l) => l.locale === locale);
    if (match) return match.slug;
  }
  return null;
}
