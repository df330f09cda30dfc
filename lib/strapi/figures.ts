import 'server-only';
import { z } from 'zod';
import type { Locale } from '@/i18n/routing';
import { type BeaconKind, type FiguresPage } from '@/lib/records/figures';
import { strapiFetch } from './client';

/*
 * What architects look at (cms/src/api/producer-figures, counted in cms/src/api/surface-week-count). Beacons go with the site's token
 * and the visitor's address, which the cms uses for its limit and stores nowhere; the figures
 * are read with the producer's own token and never cached, since every answer is one account's.
 */

/** Counts a view of a surface page or a comparison; the cms ignores ids that are no published surface. */
export function countSurfaces(kind: BeaconKind, surfaces: string[], forwardedFor?: string) {
  return strapiFetch({ path: '/producer-figures/count', method: 'POST', body: { data: { kind, surfaces } }, schema: z.unknown(), forwardedFor });
}

const count = z.number().int().min(0).nullable();
const figuresSchema = z
  .object({
    data: z.array(
      z.object({
        documentId: z.string(),
        name: z.string().nullable(),
        articleNumber: z.string().nullable(),
        weeks: z.array(z.object({ week: z.string(), view: count, save: count, compare: count, order: count })),
      }),
    ),
    meta: z.object({
      weeks: z.array(z.string()),
      shownFrom: z.number(),
      pagination: z.object({ page: z.number(), pageSize: z.number(), pageCount: z.number(), total: z.number() }),
    }),
  })
  .transform(({ data, meta }): FiguresPage => ({
    surfaces: data.map(({ documentId, name, articleNumber, weeks }) => ({
      id: documentId,
      name,
      articleNumber,
      weeks,
    })),
    weeks: meta.weeks,
    shownFrom: meta.shownFrom,
    ...meta.pagination,
  }));

/** Figures pages: the desk shows 20 surfaces at a time; the CSV reads 500 at a time. */
export const FIGURES_PAGE_SIZE = 20;
export const FIGURES_CSV_PAGE_SIZE = 500;

/** A page of the account's producers' surfaces, most counted first; the cms refuses (403) any account that acts for no producer. */
export function getDeskFigures(token: string, locale: Locale, page: number, pageSize = FIGURES_PAGE_SIZE) {
  return strapiFetch({
    path: '/producer-desk/figures',
    query: { locale, page: String(page), pageSize: String(pageSize) },
    schema: figuresSchema,
    token,
  });
}
