import 'server-only';
import { cache } from 'react';
import type { Locale } from '@/i18n/routing';
import { strapiFetch } from './client';
import { isSlug } from './ids';
import { blocksPopulate } from './populate';
import { globalSchema, homeSchema, pageListSchema, pageLocalizationsSchema } from './schemas';
import { knownSlugs } from './slugs';
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
    query: { locale, populate: { blocks: blocksPopulate, seo: { populate: { image: true } } } },
    schema: homeSchema,
    tags: [TAGS.home, TAGS.product],
  }),
);

/** A CMS page by its slug in the given language, or null; only slugs that exist are asked about. */
export const getPage = cache(async (slug: string, locale: Locale) => {
  if (!isSlug(slug) || !(await knownSlugs('pages', locale)).has(slug)) return null;
  const pages = await strapiFetch({
    path: '/pages',
    query: {
      locale,
      filters: { slug: { $eq: slug } },
      populate: { blocks: blocksPopulate, seo: { populate: { image: true } }, localizations: { fields: ['slug', 'locale'] } },
    },
    schema: pageListSchema,
    tags: [TAGS.page, TAGS.product],
  });
  return pages[0] ?? null;
});

/**
 * The slugs a cms page has in each language, found by its slug in `locale`; undefined
 * when no page has that slug (then the path is not a cms page).
 */
export async function getPageLocalizations(slug: string, locale: Locale): Promise<Partial<Record<Locale, string>> | undefined> {
  if (!isSlug(slug) || !(await knownSlugs('pages', locale)).has(slug)) return undefined;
  const localizations = await strapiFetch({
    path: '/pages',
    query: {
      locale,
      filters: { slug: { $eq: slug } },
      fields: ['slug'],
      populate: { localizations: { fields: ['slug', 'locale'] } },
    },
    schema: pageLocalizationsSchema,
    tags: [TAGS.page],
  });
  if (!localizations) return undefined;
  return Object.fromEntries([[locale, slug], ...localizations.map((l) => [l.locale, l.slug])]);
}
