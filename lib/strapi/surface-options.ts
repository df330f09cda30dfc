import 'server-only';
import { cache } from 'react';
import type { Locale } from '@/i18n/routing';
import { strapiFetch } from './client';
import { everyPage, listingSchema } from './entries';
import { surfaceRef } from './owner-schemas';
import { TAGS } from './tags';

// The same shape as a measurement's surface, so a surface chosen from the catalogue can
// stand in for the cms's answer in an optimistic row.
const surfaceOptionList = listingSchema(surfaceRef);

/** Every published surface in the page's language, by article number: the measurements' and sample order's list. */
export const getSurfaceOptions = cache((locale: Locale) =>
  everyPage((pagination) =>
    strapiFetch({
      path: '/surfaces',
      query: {
        locale,
        fields: ['name', 'articleNumber', 'hex', 'labL', 'labA', 'labB', 'gloss', 'lrv'],
        populate: { swatch: true, product: { fields: ['name'], populate: { producer: { fields: ['name'] } } } },
        sort: ['articleNumber:asc', 'id:asc'],
        pagination,
      },
      schema: surfaceOptionList,
      tags: [TAGS.surface, TAGS.product, TAGS.producer],
    }),
  ),
);
