import 'server-only';
import { cache } from 'react';
import { z } from 'zod';
import type { Locale } from '@/i18n/routing';
import { strapiFetch } from './client';
import { isDocumentId } from './ids';
import { surfaceCard, surfaceCardFields } from './catalogue-schemas';
import { TAGS } from './tags';

const lessCarbonSchema = z
  .object({
    data: z.array(
      z.object({
        ...surfaceCardFields,
        deltaE: z.number().min(0),
        carbon: z.object({ a1a3: z.number(), fromEpd: z.boolean(), savingKg: z.number().positive(), savingPercent: z.number().positive() }),
      }),
    ),
  })
  .transform(({ data }) => data.map((s) => ({ ...surfaceCard(s), deltaE: s.deltaE, carbon: s.carbon })));

/**
 * The same look with less carbon: surfaces from any producer within ΔE00 3 of a surface, of
 * its product's category, declaring the same or stricter fire, slip and use class where it
 * declares one, whose A1–A3 per m² is lower; the greatest saving first, at most six
 * (cms/src/api/less-carbon). Cached with the catalogue and the climate figures, and
 * revalidated by the cms's webhook as the surface page itself.
 */
export const lessCarbon = cache(async (id: string, locale: Locale) => {
  if (!isDocumentId(id)) return [];
  const found = await strapiFetch({
    path: '/less-carbon',
    query: { locale, surface: id },
    schema: lessCarbonSchema,
    tags: [TAGS.surface, TAGS.product, TAGS.producer, TAGS.climate],
    notFound: 'null',
  });
  return found ?? [];
});
export type LessCarbonSurface = Awaited<ReturnType<typeof lessCarbon>>[number];
