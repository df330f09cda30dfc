import 'server-only';
import { cache } from 'react';
import type { Locale } from '@/i18n/routing';
import { strapiFetch } from './client';
import { isSlug } from './ids';
import { blocksPopulate } from './populate';
import { routing } from '@/i18n/routing';
import { globalSchema, homeSchema, pageListSchema, pageLocalizationsSchema } from './schemas';
import { TAGS } from './tags';

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
  if (!isSlug(slug)) return null;
  const pages = await strapiFetch({
    path: '/pages',
    query: {
      locale,
      filters: { slug: { $eq: slug } },
      populate: { blocks: blocksPopulate, seo: true, localizations: { fields: ['slug', 'locale'] } },
    },
    schema: pageListSchema,
    tags: [TAGS.page, TAGS.product],
  });
  return pages[0] ?? null;
});

/**
 * Where a slug of another language leads in `locale`, so the language switcher's
 * /en/om-oss can send the visitor to /en/about-us: the page's slug in `locale`, '' when
 * the page exists only in the other language (then home is the best answer), or null
 * when no page has that slug at all (a 404).
 */
export async function getPageSlugIn(slug: string, locale: Locale): Promise<string | null> {
  if (!isSlug(slug)) return null;
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
    if (!localizations) continue;
    return localizations.find((l) => l.locale === locale)?.slug ?? '';
  }
  return null;
}
