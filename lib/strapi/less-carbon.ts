import 'server-only';
import { cache } from 'react';
import { z } from 'zod';
import type { Locale } from '@/i18n/routing';
import { strapiFetch } from './client';
import { isDocumentId } from './ids';
import { surfaceCard, surfaceCardFields } from './catalogue-schemas';
import { TAGS } from './tags';

const alternatives = z.array(
  z.object({
    ...surfaceCardFields,
    deltaE: z.number().min(0),
    carbon: z.object({ a1a3: z.number(), fromEpd: z.boolean(), savingKg: z.number().positive(), savingPercent: z.number().positive() }),
  }),
);
const alternativeOf = (s: z.infer<typeof alternatives>[number]) => ({ ...surfaceCard(s), deltaE: s.deltaE, carbon: s.carbon });

const lessCarbonSchema = z.object({ data: alternatives }).transform(({ data }) => data.map(alternativeOf));

const productLessCarbonSchema = z
  .object({ data: alternatives, meta: z.object({ look: z.object({ documentId: z.string(), name: z.string() }).nullish() }) })
  .transform(({ data, meta }) => ({ alternatives: data.map(alternativeOf), look: meta.look ? { id: meta.look.documentId, name: meta.look.name } : null }));

const tags = [TAGS.surface, TAGS.product, TAGS.producer, TAGS.climate];

/**
 * The same look with less carbon: surfaces from any producer within the same look's ΔE00 of a
 * surface (SAME_LOOK_LIMIT, lib/colour/bands.ts), of its product's category, declaring the same
 * or stricter fire, slip and use class where it declares one, whose A1–A3 per m² (a surface's
 * own EPD where it has one, else its product's figure) is lower; the greatest saving first, at
 * most six (cms/src/api/less-carbon). Cached with the catalogue and the climate figures, and
 * revalidated by the cms's webhook as the surface page itself.
 */
export const lessCarbon = cache(async (id: string, locale: Locale) => {
  if (!isDocumentId(id)) return [];
  const found = await strapiFetch({ path: '/less-carbon', query: { locale, surface: id }, schema: lessCarbonSchema, tags, notFound: 'null' });
  return found ?? [];
});
export type LessCarbonSurface = Awaited<ReturnType<typeof lessCarbon>>[number];

/**
 * The same for a product: around the surface its page lists first (`look`, null where it has
 * none), against the product's own figure (decision 067).
 */
export const productLessCarbon = cache(async (id: string, locale: Locale) => {
  const none = { alternatives: [], look: null };
  if (!isDocumentId(id)) return none;
  const found = await strapiFetch({ path: '/less-carbon', query: { locale, product: id }, schema: productLessCarbonSchema, tags, notFound: 'null' });
  return found ?? none;
});
