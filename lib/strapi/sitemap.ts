import 'server-only';
import { z } from 'zod';
import { routing, type Locale } from '@/i18n/routing';
import { strapiFetch } from './client';
import { TAGS } from './tags';

/** The content types the sitemap lists, by the names the cms's sitemap API knows them by. */
export const SITEMAP_TYPES = ['products', 'surfaces', 'producers', 'pages'] as const;
export type SitemapType = (typeof SITEMAP_TYPES)[number];

/** Most rows the cms gives one sitemap question (cms/src/api/sitemap). */
export const SITEMAP_SLICE = 5000;

/** The tag that expires a type's sitemap answers, and the files written from them (lib/seo/sitemap.ts). */
export const SITEMAP_TYPE_TAG = { products: TAGS.product, surfaces: TAGS.surface, producers: TAGS.producer, pages: TAGS.page } as const;
const TYPE_TAG = SITEMAP_TYPE_TAG;

/**
 * The sitemap's answers are kept until the cms's webhook expires their type's tag; a day only
 * bounds how long a missed webhook leaves them stale. Their first reading is the costly one
 * (ten questions of 5,000 rows for a full file), so they are not renewed every few minutes.
 */
export const SITEMAP_LIFETIME_SECONDS = 86_400;

const isLocale = (code: string): code is Locale => (routing.locales as readonly string[]).includes(code);

const countsSchema = z
  .object({ data: z.record(z.enum(SITEMAP_TYPES), z.record(z.string(), z.number().int().min(0))) })
  .transform(({ data }) => SITEMAP_TYPES.flatMap((type) => routing.locales.map((locale) => ({ type, locale, count: data[type][locale] ?? 0 }))));
export type SitemapCount = z.infer<typeof countsSchema>[number];

const sliceSchema = z
  .object({
    data: z.array(
      z.object({
        documentId: z.string(),
        slug: z.string().nullish(),
        updatedAt: z.string(),
        localizations: z.array(z.object({ locale: z.string(), slug: z.string().nullish() })),
      }),
    ),
  })
  .transform(({ data }) =>
    data.map((row) => ({
      documentId: row.documentId,
      slug: row.slug ?? null,
      updatedAt: row.updatedAt,
      // Languages the site does not serve have no address to point to.
      localizations: row.localizations.flatMap(({ locale, slug }) => (isLocale(locale) ? [{ locale, slug: slug ?? null }] : [])),
    })),
  );
export type SitemapRow = z.infer<typeof sliceSchema>[number];

/**
 * How many published documents each type has in each language (every pair, 0 when none): one small question, which
 * decides how many sitemap files there are. Any catalogue or page change expires it.
 */
export function getSitemapCounts(): Promise<SitemapCount[]> {
  return strapiFetch({
    path: '/sitemap',
    schema: countsSchema,
    tags: Object.values(TYPE_TAG),
    revalidate: SITEMAP_LIFETIME_SECONDS,
  });
}

/**
 * One slice of a type's published documents in one language, in the cms's id order: only
 * documentId, slug and updatedAt, with the document's other published languages. Tagged with
 * its own type only, so a changed surface leaves the products' files cached. Not kept in the
 * process memo: a file's slices are large and read rarely.
 */
export function getSitemapSlice(type: SitemapType, locale: Locale, start: number, limit: number): Promise<SitemapRow[]> {
  return strapiFetch({
    path: `/sitemap/${type}`,
    query: { locale, start, limit: Math.min(limit, SITEMAP_SLICE) },
    schema: sliceSchema,
    tags: [TYPE_TAG[type]],
    revalidate: SITEMAP_LIFETIME_SECONDS,
    memo: false,
  });
}
